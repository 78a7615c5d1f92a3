// The slice boundary rule is the point of this file: a slice never imports
// another slice's source; cross-slice needs go through @storefront/shared or a
// federated parcel loaded at runtime.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import storefront from './tooling/eslint-plugin-storefront.mjs';

// The one list of frontends (shared/src/contracts/frontends.json).
const SLICES = Object.keys(
  JSON.parse(readFileSync(new URL('./shared/src/contracts/frontends.json', import.meta.url), 'utf8')),
);
const PACKAGES = [...SLICES, 'api', 'gateway', 'shared'];

const boundaryFor = (pkg) => ({
  files: [`${pkg}/**/*.{ts,tsx,js,mjs,cjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: PACKAGES.filter((other) => other !== pkg).map((other) => ({
          group:
            other === 'shared'
              ? ['**/shared/src/**', '**/shared/src']
              : [`**/${other}/src/**`, `**/${other}/src`, `@storefront/${other}`, `@storefront/${other}/*`],
          message: `${pkg} must not import ${other}'s source by path: use @storefront/shared (contracts, events, navigation) or a federated parcel.`,
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/releases/**',
      '**/.releases/**',
      '**/.data/**',
      '.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
      'mf-catalog/src/features/product-images/generated/**',
      // Deliberately broken files that tooling/lint-layout.test.mjs lints with ignores off.
      'tooling/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...PACKAGES.map(boundaryFor),
  {
    // The layout inside every package (tooling/README.md, "Layout").
    files: ['**/src/**/*.{ts,tsx,js,mjs,cjs}', '**/scripts/**/*.{ts,mjs,cjs}'],
    plugins: { storefront },
    rules: {
      'storefront/feature-boundary': 'error',
      'storefront/kebab-case': 'error',
      'storefront/no-cycle': 'error',
    },
  },
);
