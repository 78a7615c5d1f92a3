// deploy/haproxy.cfg is what `npm run cluster` runs, rendered for production addresses.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../paths.js';
import { findHaproxy } from './processes.js';
import { DEPLOY_EXAMPLE, haproxyConfig } from './haproxy-config.js';

test("deploy/haproxy.cfg is the cluster's configuration for two gateways and two APIs", () => {
  assert.equal(readFileSync(join(REPO_ROOT, 'deploy/haproxy.cfg'), 'utf8'), haproxyConfig(DEPLOY_EXAMPLE));
});

test('HAProxy accepts it', { skip: findHaproxy() ? false : 'HAProxy is not installed' }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'haproxy-config-'));
  try {
    const file = join(dir, 'haproxy.cfg');
    await writeFile(file, haproxyConfig({ ...DEPLOY_EXAMPLE, statsSocket: join(dir, 'admin.sock') }));
    const check = spawnSync(findHaproxy()!, ['-c', '-f', file], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr + check.stdout);
    assert.doesNotMatch(check.stderr, /WARNING/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
