// The bench's count of the store's server-rendering, hydration and scheduling code, by file: what
// composes a page on the server (the gateway's ssr folder and page files), renders and hydrates a
// fragment (@storefront/shared's ssr, parcel and runtime folders) and starts the frame (the shell's
// composition and entries). Tests and test fakes are left out. Lines as `wc -l` counts them, and
// code lines: neither blank nor only a comment.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../support/env';

/** Folders (every source file in them) and files counted, from the repository's root. */
const RENDERING_CODE = [
  'shared/src/ssr',
  'shared/src/parcel',
  'shared/src/runtime',
  'gateway/src/ssr',
  'gateway/src/head.ts',
  'gateway/src/seo.ts',
  'gateway/src/page-route.ts',
  'gateway/src/page-html.ts',
  'gateway/src/page-finisher.ts',
  'shell/src/composition',
  'shell/src/index.ts',
  'shell/src/bootstrap.tsx',
  'shell/src/server.tsx',
];

export interface CodeLines {
  file: string;
  lines: number;
  code: number;
}

const counted = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('fake-');

/** Lines that are neither blank nor only a comment (`//`, or inside or opening a block comment). */
function codeLines(text: string): number {
  let inBlock = false;
  let code = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (!line || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    code += 1;
  }
  return code;
}

/** Each file of RENDERING_CODE with its lines, in path order. */
export function renderingCodeLines(root = REPO_ROOT): CodeLines[] {
  const files = RENDERING_CODE.flatMap((entry) => {
    const path = join(root, entry);
    if (!/\.[a-z]+$/.test(entry)) {
      return readdirSync(path)
        .filter(counted)
        .map((name) => join(path, name));
    }
    return [path];
  });
  return files.sort().map((file) => {
    const text = readFileSync(file, 'utf8');
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
    return { file: relative(root, file), lines, code: codeLines(text) };
  });
}
