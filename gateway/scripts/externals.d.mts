// Types of externals.mjs for the test runner (src/testing/run-suite.ts) that imports it.
import type { Plugin } from 'esbuild';

export const REQUIRE_BANNER: string;
export const externalsButShared: Plugin;
