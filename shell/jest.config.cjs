const base = require('@storefront/tooling/jest.cjs').createJestConfig(__dirname, {
  setupFiles: ['<rootDir>/jest.polyfills.cjs'],
});

module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.md$': '<rootDir>/jest-markdown.cjs' },
};
