// The browser builds leave out axios's fetch adapter (webpack.cjs, AXIOS_FETCH_ADAPTER): the
// replacement must reach the module axios really imports, and the stand-in must keep the contract
// axios reads it by, or a request would find no adapter.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import webpack from 'webpack';
import * as stub from './axios-fetch-adapter-stub.mjs';

const require = createRequire(import.meta.url);
const { createFrontendConfig } = require('./webpack.cjs');
const axiosDir = path.dirname(
  createRequire(path.resolve('../shared/package.json')).resolve('axios/package.json'),
);
const fetchAdapter = path.join(axiosDir, 'lib/adapters/fetch.js');

for (const [name, host] of [
  ['shell', true],
  ['mf-catalog', false],
]) {
  for (const mode of ['production', 'development']) {
    test(`${name} (${mode}) replaces axios's fetch adapter, and only it`, () => {
      const config = createFrontendConfig({ dir: path.resolve('..', name), name, host, devPort: 3100 })(
        {},
        { mode },
      );
      const replacements = config.plugins.filter(
        (plugin) =>
          plugin instanceof webpack.NormalModuleReplacementPlugin && plugin.resourceRegExp.test(fetchAdapter),
      );
      assert.equal(replacements.length, 1);
      const [replacement] = replacements;
      assert.equal(replacement.newResource, path.resolve('axios-fetch-adapter-stub.mjs'));
      for (const kept of ['xhr.js', 'http.js', 'adapters.js', '../helpers/resolveConfig.js'])
        assert.equal(replacement.resourceRegExp.test(path.join(axiosDir, 'lib/adapters', kept)), false, kept);
    });
  }
}

test("axios asks its fetch module only for getFetch, after XMLHttpRequest; the stand-in says 'not supported'", () => {
  const adapters = readFileSync(path.join(axiosDir, 'lib/adapters/adapters.js'), 'utf8');
  assert.match(adapters, /import \* as fetchAdapter from '\.\/fetch\.js'/);
  assert.deepEqual([...new Set(adapters.match(/fetchAdapter\.\w+/g))], ['fetchAdapter.getFetch']);
  const defaults = readFileSync(path.join(axiosDir, 'lib/defaults/index.js'), 'utf8');
  assert.match(defaults, /adapter: \['xhr', 'http', 'fetch'\]/);
  // false is axios's "not supported by the environment" (adapters.js isResolvedHandle).
  assert.equal(stub.getFetch({}), false);
  assert.equal(stub.default, false);
});
