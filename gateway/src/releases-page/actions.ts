// What the release page's buttons ask for: validated from the form, put as a question for the
// confirmation step, then run through the same manifest operations as the CLI (operations.ts), so the
// page gets the same checks, locks and history. The page never offers --force: skipping the
// checks stays a deliberate act at a terminal.
import { isFrontend, type FrontendName } from '../paths.js';
import { AUTO_ABORT_DEFAULTS, isPercent, isVersion, type Manifest } from '../release/manifest.js';
import { abortCanary, activate, promote, rollback, startCanary } from '../release/operations.js';

const ACTIONS = ['activate', 'rollback', 'canary', 'promote', 'abort'] as const;
export type ActionName = (typeof ACTIONS)[number];
export const isAction = (value: string): value is ActionName =>
  (ACTIONS as readonly string[]).includes(value);

export const REASON_MAX = 500;

export type ActionRequest =
  | { action: 'activate'; frontend: FrontendName; version: string; reason: string }
  | { action: 'rollback' | 'promote' | 'abort'; frontend: FrontendName; reason: string }
  | {
      action: 'canary';
      frontend: FrontendName;
      version: string;
      percent: number;
      autoAbort: boolean;
      reason: string;
    };

export type Form = Record<string, string | undefined>;

/** The request the form describes, or what is wrong with it (answered 400). */
export function parseAction(action: ActionName, form: Form): ActionRequest | { error: string } {
  const frontend = form.frontend ?? '';
  if (!isFrontend(frontend)) return { error: `'${frontend}' is not a frontend of this store` };
  const reason = (form.reason ?? '').trim();
  if (reason.length > REASON_MAX) return { error: `A reason is at most ${REASON_MAX} characters` };
  if (action === 'rollback' || action === 'promote' || action === 'abort') {
    return { action, frontend, reason };
  }
  const version = form.version ?? '';
  if (!isVersion(version)) return { error: `'${version}' is not a version (like 1.0.0-1a2b3c4d)` };
  if (action === 'activate') return { action, frontend, version, reason };
  const percent = /^\d{1,2}$/.test(form.percent ?? '') ? Number(form.percent) : NaN;
  if (!isPercent(percent)) return { error: 'The canary’s share is a whole percent from 1 to 99' };
  return { action, frontend, version, percent, autoAbort: form.autoAbort === 'on', reason };
}

/** The confirmation step's question, with what the manifest says now. */
export function question(request: ActionRequest, manifest: Manifest): string {
  const entry = manifest.frontends[request.frontend];
  const name = request.frontend;
  switch (request.action) {
    case 'activate':
      return `Activate ${name} ${request.version}${entry?.active ? ` (now ${entry.active})` : ''}?`;
    case 'rollback': {
      const previous = entry?.active
        ? [...entry.activations].reverse().find((a) => a.version !== entry.active)?.version
        : undefined;
      return previous ? `Roll back ${name} from ${entry!.active} to ${previous}?` : `Roll back ${name}?`;
    }
    case 'canary':
      return (
        `Start a canary of ${name} ${request.version} for ${request.percent}% of shoppers` +
        `${request.autoAbort ? ', with automatic abort' : ''}?`
      );
    case 'promote':
      return `Promote the ${name} canary${entry?.canary ? ` ${entry.canary.version}` : ''} to every shopper?`;
    case 'abort':
      return `Abort the ${name} canary${entry?.canary ? ` ${entry.canary.version}` : ''} and send every shopper back?`;
  }
}

/** Runs the request through the manifest operations; the message to show on success. */
export async function runAction(request: ActionRequest): Promise<string> {
  const options = request.reason ? { reason: request.reason } : {};
  const name = request.frontend;
  switch (request.action) {
    case 'activate':
      await activate(name, request.version, options);
      return `${name} ${request.version} is active.`;
    case 'rollback': {
      const { from, to } = await rollback(name, options);
      return `${name} rolled back from ${from} to ${to}.`;
    }
    case 'canary':
      await startCanary(name, request.version, request.percent, {
        ...options,
        ...(request.autoAbort ? { autoAbort: { ...AUTO_ABORT_DEFAULTS } } : {}),
      });
      return `${name} ${request.version} is a canary for ${request.percent}% of shoppers.`;
    case 'promote': {
      const { to } = await promote(name, options);
      return `${name} ${to} promoted: active for every shopper.`;
    }
    case 'abort': {
      const aborted = await abortCanary(name, options);
      return `${name} canary ${aborted?.version ?? ''} aborted: every shopper gets the active version.`;
    }
  }
}
