export * from './navigation';
export * from './store-link';
