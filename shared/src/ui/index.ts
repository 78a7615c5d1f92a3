export * from './skeleton-card';
export * from './icons';
