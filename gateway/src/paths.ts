import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const releasesDir = (): string => resolve(process.env.RELEASES_DIR ?? join(REPO_ROOT, 'releases'));
export const FRONTENDS = ['shell', 'mf-catalog', 'mf-cart', 'mf-account', 'mf-search'] as const;
export type FrontendName = (typeof FRONTENDS)[number];
export const isFrontend = (name: string): name is FrontendName => FRONTENDS.includes(name as FrontendName);
