// The release page's chart: one version's page views and failures per minute over the health
// window, drawn as inline SVG on the server (no script, nothing the page's CSP has to allow) and
// described in words for screen readers.
import { HEALTH_WINDOW_MINUTES } from '@storefront/shared/contracts/telemetry-limits';
import type { VersionHealth } from '@storefront/shared/contracts/telemetry';
import { escapeHtml } from '../escape-html.js';

const WIDTH = 300;
const HEIGHT = 80;
const PAD = 4;

/** Views and failures for each minute of the window, starting at `since`; minutes without data are 0. */
export function minuteSlots(
  health: VersionHealth,
  since: string,
  minutes = HEALTH_WINDOW_MINUTES,
): { views: number[]; failures: number[] } {
  const start = Math.floor(Date.parse(since) / 60_000);
  const views = new Array<number>(minutes).fill(0);
  const failures = new Array<number>(minutes).fill(0);
  for (const point of health.series) {
    const slot = Math.floor(Date.parse(point.minute) / 60_000) - start;
    if (!Number.isInteger(slot) || slot < 0 || slot >= minutes) continue;
    views[slot] += point.views;
    failures[slot] += point.failures;
  }
  return { views, failures };
}

const points = (values: number[], max: number) =>
  values
    .map((value, i) => {
      const x = PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, values.length - 1);
      const y = HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');

export function healthChart(id: string, label: string, health: VersionHealth, since: string): string {
  const { views, failures } = minuteSlots(health, since);
  const max = Math.max(1, ...views, ...failures);
  const title = `${label}: views and failures per minute, last ${views.length} minutes`;
  const desc = `Views: ${views.join(', ')}. Failures: ${failures.join(', ')}. Highest: ${max} a minute.`;
  return (
    `<svg class="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" ` +
    `aria-labelledby="${id}-title ${id}-desc">` +
    `<title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(desc)}</desc>` +
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" fill="none" stroke="#8a8f98"/>` +
    `<polyline points="${points(views, max)}" fill="none" stroke="#1d4ed8" stroke-width="2"/>` +
    `<polyline points="${points(failures, max)}" fill="none" stroke="#b91c1c" stroke-width="2" ` +
    `stroke-dasharray="5 3"/></svg>`
  );
}
