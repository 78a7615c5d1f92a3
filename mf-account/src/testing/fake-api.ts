// The shared fake API (@storefront/shared/testing) for every test of a file: a fresh in-memory
// API before each test, restored after it (which fails the test if an answer broke the contract).
import { createFakeApi, type FakeApi, type FakeApiOptions } from '@storefront/shared/testing';

export function fakeApiForEachTest(options: FakeApiOptions | (() => FakeApiOptions) = {}): () => FakeApi {
  let fake: FakeApi | undefined;
  beforeEach(() => {
    fake = createFakeApi(typeof options === 'function' ? options() : options);
  });
  afterEach(() => fake?.restore());
  return () => {
    if (!fake) throw new Error('the fake API exists only inside a test');
    return fake;
  };
}
