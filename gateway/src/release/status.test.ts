import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { statusLines } from './status.js';

describe('release status', () => {
  it('prints the active and canary versions of each frontend with their figures', () => {
    const lines = statusLines(
      {
        frontends: {
          'mf-cart': {
            active: '1.0.0-a',
            published: [],
            activations: [],
            canary: {
              version: '1.0.0-b',
              percent: 10,
              startedAt: '',
              autoAbort: { margin: 0.05, minViews: 20 },
            },
          },
        },
      },
      {
        since: '',
        versions: [
          {
            frontend: 'mf-cart',
            version: '1.0.0-a',
            views: 98,
            failures: 2,
            errors: 1,
            shoppers: 40,
            failingShoppers: 2,
            erroringShoppers: 1,
            series: [],
          },
          {
            frontend: 'mf-cart',
            version: '1.0.0-b',
            views: 6,
            failures: 4,
            errors: 0,
            shoppers: 5,
            failingShoppers: 3,
            erroringShoppers: 0,
            series: [],
          },
        ],
      },
    );
    assert.deepEqual(lines.slice(0, 5), [
      'last 15 minutes',
      'shell',
      '  (nothing active)',
      'mf-catalog',
      '  (nothing active)',
    ]);
    const cart = lines.indexOf('mf-cart');
    assert.equal(lines[cart + 1], '  active 1.0.0-a  views 98  shoppers 40  failures 2.0%  errors 1.0%');
    assert.equal(
      lines[cart + 2],
      '  canary 1.0.0-b (10%, auto-abort)  views 6  shoppers 5  failures 40.0%  errors 0.0%',
    );
  });

  it('still lists the versions when the API cannot give figures', () => {
    const lines = statusLines(
      { frontends: { shell: { active: '1.0.0-s', published: [], activations: [] } } },
      null,
    );
    assert.match(lines[0], /no health figures: the API did not answer/);
    assert.equal(lines[2], '  active 1.0.0-s');
  });
});
