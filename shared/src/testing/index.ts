// @storefront/shared/testing: test support only. Import it from *.test.* files and src/testing/,
// never from code that ships (it is not exported from the package's main entry).
export {
  createFakeApi,
  findRoute,
  FakeApiContractError,
  FAKE_ROUTES,
  type FakeApi,
  type FakeCall,
} from './fake-api';
export { ADDRESS_FIXTURE, cartStockOf, productFixture, sampleLine, SAMPLE_PRODUCTS } from './fixtures';
export { contractErrors } from './contract-check';
export { ACCOUNT_SENTENCES } from './fake-routes-users';
export { FAKE_NEWSLETTER_TOKEN, SETTINGS_SENTENCES } from './fake-routes-settings';
export {
  DEFAULT_ACCOUNT,
  DEFAULT_STOCK,
  type FakeAccount,
  type FakeAnswer,
  type FakeApiOptions,
  type FakeRequest,
  type FakeRoute,
  type FakeState,
} from './fake-state';
