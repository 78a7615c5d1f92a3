// Types of test-bundles.mjs for the TypeScript test runners that import it.
import type { BuildOptions, build } from 'esbuild';

export function bundleTests(
  options: {
    build: typeof build;
    packageDir: string;
    files: string[];
    preloads?: string[];
    external?: NonNullable<BuildOptions['plugins']>[number];
  } & BuildOptions,
): Promise<{ files: string[]; preloads: string[]; remove: () => void }>;
