// `release status`: for each frontend, the active and canary versions with their views, failure
// rate and error rate over the last HEALTH_WINDOW_MINUTES, from shoppers' browsers.
import { HEALTH_WINDOW_MINUTES, healthRates } from '@storefront/shared/contracts/telemetry-limits';
import type { ReleaseHealth } from '@storefront/shared/contracts/telemetry';
import { loadConfig } from '../config.js';
import { FRONTENDS } from '../paths.js';
import { fetchReleaseHealth, healthOf } from './health.js';
import type { Manifest } from './manifest.js';
import { readCurrentManifest } from './manifest-change.js';

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export function statusLines(manifest: Manifest, health: ReleaseHealth | null): string[] {
  const lines = [
    `last ${HEALTH_WINDOW_MINUTES} minutes${health ? '' : ' (no health figures: the API did not answer)'}`,
  ];
  for (const name of FRONTENDS) {
    const entry = manifest.frontends[name];
    lines.push(name);
    if (!entry?.active) {
      lines.push('  (nothing active)');
      continue;
    }
    const rows: [string, string, number?][] = [['active', entry.active]];
    if (entry.canary) rows.push(['canary', entry.canary.version, entry.canary.percent]);
    for (const [role, version, percent] of rows) {
      const figures = health ? healthOf(health, name, version) : null;
      const rates = figures ? healthRates(figures) : null;
      const share = percent ? ` (${percent}%${entry.canary?.autoAbort ? ', auto-abort' : ''})` : '';
      lines.push(
        `  ${role.padEnd(6)} ${version}${share}` +
          (figures && rates
            ? `  views ${figures.views}  shoppers ${figures.shoppers}  failures ${pct(rates.failureRate)}  errors ${pct(rates.errorRate)}`
            : ''),
      );
    }
  }
  return lines;
}

export async function printStatus(): Promise<void> {
  const config = loadConfig();
  const manifest = await readCurrentManifest();
  const health = await fetchReleaseHealth(config.apiUrl, config.releaseAdminToken).catch(() => null);
  for (const line of statusLines(manifest, health)) console.log(line);
}
