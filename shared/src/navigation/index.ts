export * from './navigation';
export * from './store-link';
export * from './page-title';
export * from './store-routes';
