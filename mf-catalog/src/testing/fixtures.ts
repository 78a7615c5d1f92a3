// The one product fixture, the shared fake API's (shaped exactly as the contract's ProductSchema).
export { productFixture as product } from '@storefront/shared/testing';
