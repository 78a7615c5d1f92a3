// pnpm release publish|activate|rollback|list: changes which release of a
// frontend the next page load uses. No rebuild, no restart.
import { FRONTENDS, isFrontend } from '../paths.js';
import { activate, publish, readManifest, rollback } from './manifest.js';

const usage = `usage:
  pnpm release publish <name> [--no-activate] [--dist <folder>]
  pnpm release activate <name> <version>
  pnpm release rollback <name>
  pnpm release list [name]
names: ${FRONTENDS.join(', ')}`;

function frontend(name: string | undefined) {
  if (!name || !isFrontend(name)) {
    console.error(`unknown frontend '${name ?? ''}'\n${usage}`);
    process.exit(2);
  }
  return name;
}

async function main(argv: string[]) {
  const [command, ...args] = argv.filter((a) => a !== '--');
  switch (command) {
    case 'publish': {
      const name = frontend(args[0]);
      const distIndex = args.indexOf('--dist');
      const distDir = distIndex >= 0 ? args[distIndex + 1] : undefined;
      const { version, copied } = await publish(name, { activate: !args.includes('--no-activate'), distDir });
      console.log(
        `${name} ${version} ${copied ? 'published' : 'already published'}${args.includes('--no-activate') ? '' : ', active'}`,
      );
      break;
    }
    case 'activate': {
      const name = frontend(args[0]);
      if (!args[1]) throw new Error(usage);
      await activate(name, args[1]);
      console.log(`${name} ${args[1]} active`);
      break;
    }
    case 'rollback': {
      const name = frontend(args[0]);
      const { from, to } = await rollback(name);
      console.log(`${name} rolled back from ${from} to ${to}`);
      break;
    }
    case 'list': {
      const manifest = await readManifest();
      const names = args[0] ? [frontend(args[0])] : FRONTENDS;
      for (const name of names) {
        const entry = manifest.frontends[name];
        console.log(`${name}`);
        if (!entry) {
          console.log('  (nothing published)');
          continue;
        }
        for (const r of entry.published) {
          console.log(`  ${r.version === entry.active ? '*' : ' '} ${r.version}  published ${r.publishedAt}`);
        }
      }
      break;
    }
    default:
      console.error(usage);
      process.exit(command ? 2 : 0);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
