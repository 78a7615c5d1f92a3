export * from './skeleton-card';
export * from './icons';
export * from './filter-sheet';
