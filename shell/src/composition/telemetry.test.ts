import { TELEMETRY_MAX_ITEMS, type TelemetryBatch } from '@storefront/shared';
import { createTelemetry, pageTokenOf } from './telemetry';

const versions: Record<string, string> = {
  shell: '1.0.0-aaaa1111',
  'mf-cart': '1.0.0-bbbb2222',
  'mf-search': '1.0.0-c',
};

const PAGE = 'eyJwIjoiYSJ9.c2lnbmF0dXJl';

function setup(page: string | null = PAGE) {
  const sent: TelemetryBatch[] = [];
  const telemetry = createTelemetry({
    versionOf: (frontend) => versions[frontend],
    page,
    send: (body) => {
      sent.push(JSON.parse(body) as TelemetryBatch);
      return true;
    },
  });
  return { telemetry, sent };
}

describe('slice health from this browser', () => {
  it('counts, per page view, each slice mounted or failed once, and the shell on every view', () => {
    const { telemetry, sent } = setup();
    telemetry.pageView();
    telemetry.report('mf-cart', 'mounted');
    telemetry.report('mf-cart', 'mounted'); // the drawer and the mini-cart: one page view
    telemetry.report('mf-search', 'failed');
    telemetry.report('mf-search', 'failed');
    telemetry.pageView();
    telemetry.report('mf-cart', 'mounted');
    telemetry.flush();
    expect(sent).toEqual([
      {
        page: PAGE,
        items: [
          { frontend: 'shell', version: '1.0.0-aaaa1111', views: 2, failures: 0, errors: 0 },
          { frontend: 'mf-cart', version: '1.0.0-bbbb2222', views: 2, failures: 0, errors: 0 },
          { frontend: 'mf-search', version: '1.0.0-c', views: 0, failures: 1, errors: 0 },
        ],
      },
    ]);
  });

  it('attributes uncaught errors to the release whose script threw them, and to nothing else', () => {
    const { telemetry, sent } = setup();
    telemetry.error('http://shop.example/releases/mf-cart/1.0.0-bbbb2222/131.js');
    telemetry.error('TypeError: x\n    at f (http://shop.example/releases/mf-cart/1.0.0-bbbb2222/19.js:1:2)');
    telemetry.error('http://shop.example/releases/mf-cart/9.9.9-forged/131.js'); // not this page's release
    telemetry.error('http://ads.example/tracker.js');
    telemetry.error(undefined);
    telemetry.flush();
    expect(sent).toEqual([
      {
        page: PAGE,
        items: [{ frontend: 'mf-cart', version: '1.0.0-bbbb2222', views: 0, failures: 0, errors: 2 }],
      },
    ]);
  });

  it('sends nothing when nothing happened, and never a slice that is not on the page', () => {
    const { telemetry, sent } = setup();
    telemetry.report('mf-account', 'mounted'); // overridden or absent: no version
    telemetry.flush();
    expect(sent).toEqual([]);
  });

  it('sends nothing on a page the gateway gave no token, and finds the token in the navigation entry', () => {
    const { telemetry, sent } = setup(null);
    telemetry.pageView();
    telemetry.report('mf-cart', 'failed');
    telemetry.flush();
    expect(sent).toEqual([]);
    expect(
      pageTokenOf([
        {
          serverTiming: [
            { name: 'db', description: '' },
            { name: 'sf-page', description: PAGE },
          ],
        },
      ]),
    ).toBe(PAGE);
    expect(pageTokenOf([{ serverTiming: [] }])).toBeNull();
    expect(pageTokenOf([{}])).toBeNull();
    expect(pageTokenOf([])).toBeNull();
  });

  it('splits a large batch to the contract limit and starts again after a flush', () => {
    const { telemetry, sent } = setup();
    for (let i = 0; i < TELEMETRY_MAX_ITEMS + 3; i++) {
      versions[`mf-cart`] = `1.0.${i}-x`;
      telemetry.report('mf-cart', 'mounted');
      telemetry.pageView();
    }
    telemetry.flush();
    expect(sent.map((b) => b.items.length)).toEqual([TELEMETRY_MAX_ITEMS, 4]);
    telemetry.flush();
    expect(sent).toHaveLength(2);
    versions['mf-cart'] = '1.0.0-bbbb2222';
  });
});
