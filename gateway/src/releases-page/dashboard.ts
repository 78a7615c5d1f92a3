// The release page itself: every frontend with its active and canary versions, their health over
// the window with a chart, its published versions and the buttons that change them, then the
// history, newest first. Each button posts to /_releases/actions/<action>, which asks to confirm.
import { HEALTH_WINDOW_MINUTES, healthRates } from '@storefront/shared/contracts/telemetry-limits';
import type { ReleaseHealth } from '@storefront/shared/contracts/telemetry';
import { FRONTENDS, type FrontendName } from '../paths.js';
import { healthOf } from '../release/health.js';
import type { FrontendReleases, HistoryEntry, Manifest } from '../release/manifest.js';
import { healthChart } from './chart.js';
import { BASE, flashRegion, hidden, layout } from './html.js';
import { escapeHtml } from '../escape-html.js';
import type { Flash } from './session.js';

/** The history shows this many changes; `release history` prints them all. */
const HISTORY_SHOWN = 100;

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function actionForm(action: string, csrf: string, fields: Record<string, string>, label: string, extra = '') {
  const inputs = Object.entries(fields)
    .map(([name, value]) => hidden(name, value))
    .join('');
  return (
    `<form class="inline" method="post" action="${BASE}/actions/${action}">${inputs}${hidden('csrf', csrf)}` +
    `<button type="submit">${label}${extra ? `<span class="vh"> ${escapeHtml(extra)}</span>` : ''}</button></form>`
  );
}

function running(name: FrontendName, entry: FrontendReleases, health: ReleaseHealth | null): string {
  const rows: [string, string, string][] = [['Active', entry.active!, 'the rest']];
  if (entry.canary) {
    const auto = entry.canary.autoAbort ? ', automatic abort' : '';
    rows.push(['Canary', entry.canary.version, `${entry.canary.percent}%${auto}`]);
  }
  const body = rows
    .map(([role, version, share]) => {
      const figures = health ? healthOf(health, name, version) : null;
      const rates = figures ? healthRates(figures) : null;
      const cells =
        figures && rates
          ? `<td>${figures.views}</td><td>${figures.shoppers}</td><td>${pct(rates.failureRate)}</td><td>${pct(rates.errorRate)}</td>`
          : '<td colspan="4">no health figures</td>';
      return `<tr><th scope="row">${role}</th><td class="version">${escapeHtml(version)}</td><td>${escapeHtml(share)}</td>${cells}</tr>`;
    })
    .join('');
  const charts = health
    ? `<div class="charts">${rows
        .map(([role, version]) => {
          const id = `chart-${name}-${role.toLowerCase()}`;
          return `<figure>${healthChart(id, `${name} ${role.toLowerCase()} ${version}`, healthOf(health, name, version), health.since)}<figcaption>${role} ${escapeHtml(version)}</figcaption></figure>`;
        })
        .join(
          '',
        )}</div><p class="legend"><span class="views">── views</span> · <span class="failures">- - failures</span> (per minute)</p>`
    : '';
  return (
    `<table><caption>${name}: running versions</caption><thead><tr><th scope="col">Role</th>` +
    '<th scope="col">Version</th><th scope="col">Share of shoppers</th><th scope="col">Views</th><th scope="col">Shoppers</th>' +
    `<th scope="col">Failure rate</th><th scope="col">Error rate</th></tr></thead><tbody>${body}</tbody></table>${charts}`
  );
}

function published(name: FrontendName, entry: FrontendReleases, csrf: string): string {
  const rows = [...entry.published]
    .reverse()
    .map((r) => {
      const state =
        r.version === entry.active ? 'active' : r.version === entry.canary?.version ? 'canary' : '';
      const button =
        state || entry.canary
          ? ''
          : actionForm(
              'activate',
              csrf,
              { frontend: name, version: r.version },
              'Activate',
              `${name} ${r.version}`,
            );
      return `<tr><td class="version">${escapeHtml(r.version)}</td><td>${escapeHtml(r.publishedAt)}</td><td>${state}</td><td>${button}</td></tr>`;
    })
    .join('');
  return (
    `<table><caption>${name}: published versions, newest first</caption><thead><tr>` +
    '<th scope="col">Version</th><th scope="col">Published</th><th scope="col">State</th>' +
    `<th scope="col">Action</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

function changes(name: FrontendName, entry: FrontendReleases, csrf: string): string {
  const id = (field: string) => `${name}-${field}`;
  if (entry.canary) {
    return (
      `<div class="actions">${actionForm('promote', csrf, { frontend: name }, 'Promote canary', name)}` +
      `${actionForm('abort', csrf, { frontend: name }, 'Abort canary', name)}</div>`
    );
  }
  const candidates = entry.published
    .map((r) => r.version)
    .filter((v) => v !== entry.active)
    .reverse();
  const canRollBack = entry.activations.some((a) => a.version !== entry.active);
  const rollbackForm = canRollBack ? actionForm('rollback', csrf, { frontend: name }, 'Roll back', name) : '';
  const canaryForm =
    entry.active && candidates.length > 0
      ? `<form method="post" action="${BASE}/actions/canary" aria-labelledby="${id('canary-heading')}">` +
        `<h3 id="${id('canary-heading')}">Start a canary of ${name}</h3><div class="actions">` +
        `${hidden('frontend', name)}${hidden('csrf', csrf)}` +
        `<p><label for="${id('version')}">Version</label><select id="${id('version')}" name="version">` +
        candidates.map((v) => `<option>${escapeHtml(v)}</option>`).join('') +
        `</select></p><p><label for="${id('percent')}">Share of shoppers (%)</label>` +
        `<input id="${id('percent')}" name="percent" type="number" min="1" max="99" step="1" value="10" required></p>` +
        `<p class="check"><input id="${id('auto')}" name="autoAbort" type="checkbox">` +
        `<label for="${id('auto')}">Abort automatically when it fails more than the active version</label></p>` +
        `<p><label for="${id('reason')}">Reason</label><input id="${id('reason')}" name="reason" maxlength="500"></p>` +
        '<p><button type="submit">Start canary</button></p></div></form>'
      : '';
  return `${rollbackForm ? `<div class="actions">${rollbackForm}</div>` : ''}${canaryForm}`;
}

function frontendSection(name: FrontendName, manifest: Manifest, health: ReleaseHealth | null, csrf: string) {
  const entry = manifest.frontends[name];
  const heading = `<h2 id="frontend-${name}">${name}</h2>`;
  if (!entry || entry.published.length === 0) {
    return `<section class="frontend" aria-labelledby="frontend-${name}">${heading}<p>Nothing published.</p></section>`;
  }
  return (
    `<section class="frontend" aria-labelledby="frontend-${name}">${heading}` +
    (entry.active ? running(name, entry, health) : '<p>Nothing active.</p>') +
    `${changes(name, entry, csrf)}${published(name, entry, csrf)}</section>`
  );
}

function historyTable(entries: (HistoryEntry & { frontend: FrontendName })[]): string {
  const rows = entries
    .slice(-HISTORY_SHOWN)
    .reverse()
    .map((h) => {
      const what = `${h.action}${h.percent ? ` ${h.percent}%` : ''}${h.forced ? ' [forced]' : ''}`;
      return (
        `<tr><td>${escapeHtml(h.at)}</td><td>${h.frontend}</td><td>${escapeHtml(what)}</td>` +
        `<td class="version">${escapeHtml(h.from ?? '')}</td><td class="version">${escapeHtml(h.to ?? '')}</td>` +
        `<td>${escapeHtml(h.reason ?? '')}</td></tr>`
      );
    })
    .join('');
  return (
    `<section aria-labelledby="history"><h2 id="history">History</h2><table><caption>The last ` +
    `${HISTORY_SHOWN} changes, newest first</caption><thead><tr><th scope="col">When</th>` +
    '<th scope="col">Frontend</th><th scope="col">Change</th><th scope="col">From</th>' +
    `<th scope="col">To</th><th scope="col">Reason</th></tr></thead><tbody>${rows}</tbody></table></section>`
  );
}

export function dashboardPage(view: {
  manifest: Manifest;
  history: (HistoryEntry & { frontend: FrontendName })[];
  health: ReleaseHealth | null;
  csrf: string;
  flash: Flash | null;
}): string {
  const healthNote = view.health
    ? `Health figures: the last ${HEALTH_WINDOW_MINUTES} minutes, from shoppers’ browsers.`
    : 'No health figures: the API did not answer. Every action still works.';
  return layout(
    'Releases',
    `<header><h1>Releases</h1><form method="post" action="${BASE}/sign-out">${hidden('csrf', view.csrf)}` +
      `<button type="submit" class="secondary">Sign out</button></form></header><main>${flashRegion(view.flash)}` +
      `<p>${healthNote}</p>` +
      FRONTENDS.map((name) => frontendSection(name, view.manifest, view.health, view.csrf)).join('') +
      `${historyTable(view.history)}</main>`,
  );
}
