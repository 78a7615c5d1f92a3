// `npm run release -- <command>`: changes which release of a frontend the next page load uses.
// No rebuild, no restart. Every change is checked first (checks.ts) and recorded in the history.
import { checkManifestSetting } from '../config.js';
import { FRONTENDS, isFrontend, type FrontendName } from '../paths.js';
import { readReleaseInfo } from './release-info.js';
import { AUTO_ABORT_DEFAULTS } from './manifest.js';
import { readCurrentManifest } from './manifest-change.js';
import {
  abortCanary,
  activate,
  history,
  promote,
  publish,
  rollback,
  startCanary,
  type ChangeOptions,
} from './operations.js';
import { ship } from './ship.js';
import { allowDirectDatabase, closeStores, onlyDirectDatabase } from './store.js';
import { printStatus } from './status.js';

const usage = `usage:
  release publish <name>... [--no-activate] [--dist <folder>] [--force] [--reason <text>] [--direct]
  release activate <name> <version> [--force] [--reason <text>]
  release rollback <name> [--force] [--reason <text>]
  release canary <name> <version> --percent <1-99> [--auto-abort [--margin <0-1>] [--min-views <n>] [--min-shoppers <n>]] [--force] [--reason <text>]
  release promote <name> [--reason <text>]
  release abort <name> [--reason <text>]
  release list [name]
  release history [name]
  release status
  release ship <name> [--canary <percent>] [--reason <text>]
names: ${FRONTENDS.join(', ')}
--direct: open the store's database itself, never an API (npm start, before its API runs)`;

class UsageError extends Error {}

type Flags = Map<string, string | true>;

/** Positional arguments and `--flag [value]` options; flags listed in `bare` take no value. */
function parseArgs(argv: string[], bare: string[]) {
  const positional: string[] = [];
  const flags: Flags = new Map();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if (bare.includes(name)) flags.set(name, true);
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
      i++;
    }
  }
  return { positional, flags };
}

function frontend(name: string | undefined): FrontendName {
  if (!name || !isFrontend(name)) throw new UsageError(`unknown frontend '${name ?? ''}'`);
  return name;
}

function numberFlag(flags: Flags, name: string, fallback?: number): number | undefined {
  const value = flags.get(name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value === true || !Number.isFinite(number)) throw new UsageError(`--${name} is a number`);
  return number;
}

const changeOptions = (flags: Flags): ChangeOptions => {
  const reason = flags.get('reason');
  return { force: flags.has('force'), ...(typeof reason === 'string' ? { reason } : {}) };
};

async function list(name?: FrontendName) {
  const manifest = await readCurrentManifest();
  for (const frontendName of name ? [name] : FRONTENDS) {
    const entry = manifest.frontends[frontendName];
    console.log(frontendName);
    if (!entry) {
      console.log('  (nothing published)');
      continue;
    }
    for (const r of entry.published) {
      const info = await readReleaseInfo(frontendName, r.version).catch(() => null);
      const built = info ? `  shared ${info.built.shared}, react ${info.built.react}` : '';
      const provides =
        info?.name === 'shell'
          ? `; provides shared ${info.provides.shared}, react ${info.provides.react}`
          : '';
      const mark = r.version === entry.active ? '*' : r.version === entry.canary?.version ? '~' : ' ';
      console.log(`  ${mark} ${r.version}  published ${r.publishedAt}${built}${provides}`);
    }
  }
  console.log('(* active, ~ canary)');
}

/** `--auto-abort` with its thresholds, or undefined without it. */
function autoAbortRule(flags: Flags) {
  if (!flags.has('auto-abort')) return undefined;
  const rule = {
    margin: numberFlag(flags, 'margin', AUTO_ABORT_DEFAULTS.margin)!,
    minViews: numberFlag(flags, 'min-views', AUTO_ABORT_DEFAULTS.minViews)!,
    minShoppers: numberFlag(flags, 'min-shoppers', AUTO_ABORT_DEFAULTS.minShoppers)!,
  };
  if (rule.margin < 0 || rule.margin > 1 || rule.minViews < 1 || rule.minShoppers < 1) {
    throw new UsageError('--margin is 0 to 1, --min-views and --min-shoppers at least 1');
  }
  return rule;
}

async function printHistory(name?: FrontendName) {
  const entries = await history(name);
  if (entries.length === 0) console.log('(no changes recorded)');
  for (const h of entries) {
    const percent = h.percent ? ` (${h.percent}%)` : '';
    const forced = h.forced ? ' [forced]' : '';
    const reason = h.reason ? ` — ${h.reason}` : '';
    console.log(
      `${h.at}  ${h.frontend}  ${h.action}  ${h.from ?? '-'} -> ${h.to ?? '-'}${percent}${forced}${reason}`,
    );
  }
}

/** Each command, by name: its positional arguments (after the command) and its flags. */
const COMMANDS: Record<string, (args: string[], flags: Flags) => Promise<void>> = {
  async publish(args, flags) {
    // Several names in one run (npm start's five): the database is opened once for all of them.
    const names = (args.length > 0 ? args : [undefined]).map((name) => frontend(name));
    const distDir = flags.get('dist');
    if (typeof distDir === 'string' && names.length > 1) throw new UsageError('--dist is for one name');
    const activateToo = !flags.has('no-activate');
    for (const name of names) {
      const { version, copied } = await publish(name, {
        activate: activateToo,
        distDir: typeof distDir === 'string' ? distDir : undefined,
        ...changeOptions(flags),
      });
      console.log(
        `${name} ${version} ${copied ? 'published' : 'already published'}${activateToo ? ', active' : ''}`,
      );
    }
  },
  async activate(args, flags) {
    const name = frontend(args[0]);
    if (!args[1]) throw new UsageError('activate needs a version');
    await activate(name, args[1], changeOptions(flags));
    console.log(`${name} ${args[1]} active${flags.has('force') ? ' (checks skipped with --force)' : ''}`);
  },
  async rollback(args, flags) {
    const name = frontend(args[0]);
    const { from, to } = await rollback(name, changeOptions(flags));
    console.log(`${name} rolled back from ${from} to ${to}`);
  },
  async canary(args, flags) {
    const name = frontend(args[0]);
    if (!args[1]) throw new UsageError('canary needs a version');
    const percent = numberFlag(flags, 'percent');
    if (percent === undefined) throw new UsageError('canary needs --percent <1-99>');
    const autoAbort = autoAbortRule(flags);
    await startCanary(name, args[1], percent, { ...changeOptions(flags), autoAbort });
    console.log(
      `${name} ${args[1]} is a canary for ${percent}% of shoppers${autoAbort ? ', with auto-abort' : ''}`,
    );
  },
  async promote(args, flags) {
    const name = frontend(args[0]);
    const { to } = await promote(name, changeOptions(flags));
    console.log(`${name} ${to} promoted: active for every shopper`);
  },
  async abort(args, flags) {
    const name = frontend(args[0]);
    const aborted = await abortCanary(name, changeOptions(flags));
    console.log(`${name} canary ${aborted?.version} aborted: every shopper is back on the active version`);
  },
  list: (args) => list(args[0] ? frontend(args[0]) : undefined),
  history: (args) => printHistory(args[0] ? frontend(args[0]) : undefined),
  status: () => printStatus(),
  async ship(args, flags) {
    const name = frontend(args[0]);
    const canary = numberFlag(flags, 'canary');
    await ship(name, { canary, ...changeOptions(flags) });
  },
};

async function main(argv: string[]) {
  checkManifestSetting();
  // With no API running, this command may open the store's database itself (store.ts).
  allowDirectDatabase();
  const { positional, flags } = parseArgs(argv, ['no-activate', 'force', 'auto-abort', 'direct']);
  if (flags.has('direct')) onlyDirectDatabase();
  const [command, ...args] = positional;
  if (!command) return console.log(usage);
  if (!Object.hasOwn(COMMANDS, command)) throw new UsageError(`unknown command '${command}'`);
  try {
    await COMMANDS[command](args, flags);
  } finally {
    // The database process of a CLI run without a store (store.ts), if it started one.
    await closeStores();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
