// Every slice's exposes come from shared/src/contracts/frontends.json (webpack.cjs): each names a
// module that exists, and each expose module says, in createParcel, which expose it is. Every
// container gets the task-per-step runtime plugin; the shell's page, the early-click holder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { exposesOf, FRONTENDS } = createRequire(import.meta.url)('./webpack.cjs');

for (const slice of Object.keys(FRONTENDS).filter((name) => name !== 'shell')) {
  test(`${slice} exposes every fragment of the contract from its own module`, () => {
    const exposes = exposesOf(slice);
    assert.ok(Object.keys(exposes).length > 0);
    for (const [expose, file] of Object.entries(exposes)) {
      const path = join(root, slice, file);
      assert.ok(existsSync(path), `${slice}${expose.slice(1)}: ${file} is missing`);
      assert.match(
        readFileSync(path, 'utf8'),
        new RegExp(`expose: '${expose.slice(2)}'`),
        `${file} names its expose`,
      );
    }
  });
}

test('the shell exposes nothing', () => {
  assert.deepEqual(exposesOf('shell'), {});
});

// Every container (the shell's and each slice's) starts in steps of a task each, its chunks'
// scripts too: the one runtime plugin is bundled into each, before the frontend's own plugins.
const { createFrontendConfig } = createRequire(import.meta.url)('./webpack.cjs');
for (const name of Object.keys(FRONTENDS)) {
  test(`${name}'s container starts with the task-per-step runtime plugin`, () => {
    const config = createFrontendConfig({ dir: join(root, name), name, host: name === 'shell', devPort: 0 })(
      {},
      { mode: 'production' },
    );
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    assert.ok(federation, 'a federation plugin');
    const [first] = federation._options.runtimePlugins;
    assert.equal(first, join(root, 'shared/src/runtime/task-per-step-plugin.ts'));
  });
}

// The shell's page runs shared/src/parcel/early-clicks.ts inline, before any script is fetched:
// the one holder of clicks made before hydration, written once. The template is rendered as
// html-webpack-plugin renders it (lodash's template) and run in jsdom: a click on the frame and one
// on a slot's server HTML reach no handler of the page, and each is given to its control once its
// part says it has hydrated; a posting form's size and submit button are left to the browser.
test("the shell's page holds clicks made before hydration with @storefront/shared's holder", async () => {
  const require = createRequire(import.meta.url);
  // Neither is a dependency of tooling's own: both are the ones its dependencies use.
  const template = require(
    require.resolve('lodash', { paths: [dirname(require.resolve('html-webpack-plugin/package.json'))] }),
  ).template;
  const { JSDOM } = require(
    require.resolve('jsdom', { paths: [dirname(require.resolve('jest-environment-jsdom/package.json'))] }),
  );
  const config = createFrontendConfig({ dir: join(root, 'shell'), name: 'shell', host: true, devPort: 0 })(
    {},
    { mode: 'production' },
  );
  const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
  const files = { publicPath: '/r/', js: ['/r/main.js'] };
  const parameters = html.userOptions.templateParameters({ namedChunkGroups: new Map() }, files, {}, {});
  const page = template(readFileSync(join(root, 'shell/src/index.html'), 'utf8'))(parameters).replace(
    '<div id="root"></div>',
    '<div id="root"><button id="frame">Pause</button>' +
      '<div data-slot-state="server"><div data-slot-root=""><button id="slot">Save</button>' +
      '<form method="post" action="/cart/add"><input type="radio" name="size" value="M" id="size">' +
      '<button id="add">ADD TO CART</button></form></div></div></div>',
  );
  const { window } = new JSDOM(page, { runScripts: 'dangerously', pretendToBeVisual: true });
  const { document } = window;
  // The product form works as it does without scripts: the size is checked, ADD TO CART posts.
  const posts = [];
  document.addEventListener('submit', (event) => {
    posts.push(new window.FormData(event.target).get('size'));
    event.preventDefault();
  });
  document.getElementById('size').click();
  document.getElementById('add').click();
  assert.deepEqual(posts, ['M'], 'the form posted the size tapped before any script');
  const clicks = { page: 0, frame: 0, slot: 0 };
  document.body.addEventListener('click', () => clicks.page++);
  document.getElementById('frame').click();
  document.getElementById('slot').click();
  document.getElementById('frame').addEventListener('click', () => clicks.frame++);
  document.getElementById('slot').addEventListener('click', () => clicks.slot++);
  const holder = window.__STORE_EARLY_CLICKS__;
  assert.ok(holder, 'the page installed the holder');
  const aTask = () => new Promise((resolve) => window.setTimeout(resolve, 5));
  holder.hydrated(null);
  await aTask();
  assert.deepEqual(clicks, { page: 1, frame: 1, slot: 0 }, 'the frame hydrated: its click given, once');
  holder.hydrated(document.querySelector('[data-slot-root]'));
  await aTask();
  assert.deepEqual(clicks, { page: 2, frame: 1, slot: 1 });
  window.close();
});
