// npm run bench's JavaScript per route: every script a route loads (gzip -9), split by owner.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_RELEASES_DIR } from '../support/env';

interface ChunkShare {
  owner: string;
  gzip: number;
}

/**
 * Attributes a script to its owner: the release folder it came from, unless its
 * source map shows it is mostly third-party libraries (whichever slice happened to
 * provide a shared singleton) or the shared package.
 */
async function ownerOf(url: string, body: Buffer): Promise<string> {
  const pathname = new URL(url).pathname;
  const release = /\/releases\/([^/]+)\//.exec(pathname)?.[1] ?? 'other';
  try {
    // The gateway never serves source maps: read the published one beside the file.
    const file = join(E2E_RELEASES_DIR, decodeURIComponent(pathname.slice('/releases/'.length)));
    if (!pathname.startsWith('/releases/') || !existsSync(`${file}.map`)) return release;
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as {
      sources: string[];
      sourcesContent?: (string | null)[];
    };
    const weights = new Map<string, number>();
    map.sources.forEach((source, i) => {
      const size = map.sourcesContent?.[i]?.length ?? 1;
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.split('node_modules/.pnpm/').pop()!)?.[1];
      const key = pkg ? `lib:${pkg}` : source.includes('shared/src/') ? 'shared' : release;
      weights.set(key, (weights.get(key) ?? 0) + size);
    });
    const total = [...weights.values()].reduce((a, b) => a + b, 0);
    const [top] = [...weights.entries()].sort((a, b) => b[1] - a[1]);
    if (!top) return release;
    if (top[0].startsWith('lib:') && top[1] / total > 0.5) return `libraries (${top[0].slice(4)})`;
    if (top[0] === 'shared' && top[1] / total > 0.5) return '@storefront/shared';
    return release;
  } catch {
    return release;
  } finally {
    void body;
  }
}

export async function javascriptPerRoute(baseUrl: string, routes: readonly string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out: Record<string, { total: number; byOwner: Record<string, number>; files: number }> = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts: Promise<ChunkShare>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          response.body().then(async (body) => ({
            owner: await ownerOf(response.url(), body),
            gzip: gzipSync(body, { level: 9 }).length,
          })),
        );
      });
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const shares = await Promise.all(scripts);
      const byOwner: Record<string, number> = {};
      for (const s of shares) byOwner[s.owner] = (byOwner[s.owner] ?? 0) + s.gzip;
      out[route] = { total: shares.reduce((a, s) => a + s.gzip, 0), byOwner, files: shares.length };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
