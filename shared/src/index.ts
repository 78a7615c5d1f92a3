// @storefront/shared: loaded once per page as a Module Federation singleton.
export * from './contracts';
export * from './api-client';
export * from './auth';
export * from './events';
export * from './navigation';
export * from './theme';
export * from './ui';
export * from './parcel';
export * from './ssr';
