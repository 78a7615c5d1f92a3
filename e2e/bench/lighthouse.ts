// npm run bench's Lighthouse figures: mobile and desktop, several runs per route, and their medians.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT } from '../support/env';

export interface LighthouseRow {
  route: string;
  preset: string;
  run: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `runs` Lighthouse runs per route and preset. One run on a shared two-core machine can be stalled
 * by a neighbour (a frame shown a second late, every task slower): Lighthouse's own guidance on
 * variability is to run it several times and read the median. Every run is returned, and the
 * median of each figure.
 */
export async function lighthouseScores(baseUrl: string, routes: readonly string[], runCount: number) {
  const runs: LighthouseRow[] = [];
  const medians: LighthouseRow[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    for (const route of routes) {
      const rows: LighthouseRow[] = [];
      for (let run = 1; run <= runCount; run++) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: CHROMIUM_ARGS,
        });
        try {
          const result = await lighthouse(
            baseUrl + route,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result!.lhr;
          // Each run's whole report, to read what its LCP waited on (bench-results is not committed).
          const reports = join(REPO_ROOT, 'bench-results/lighthouse');
          mkdirSync(reports, { recursive: true });
          writeFileSync(
            join(reports, `${preset}${route.replace(/\W+/g, '-')}-${run}.json`),
            JSON.stringify(lhr),
          );
          rows.push({
            route,
            preset,
            run: String(run),
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
            tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
            cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
          });
        } finally {
          chrome.kill();
        }
      }
      runs.push(...rows);
      medians.push({
        route,
        preset,
        run: `median of ${rows.length}`,
        score: median(rows.map((r) => r.score)),
        lcpMs: median(rows.map((r) => r.lcpMs)),
        tbtMs: median(rows.map((r) => r.tbtMs)),
        cls: median(rows.map((r) => r.cls)),
      });
    }
  }
  return { runs, medians };
}
