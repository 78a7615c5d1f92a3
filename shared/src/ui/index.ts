export * from './skeleton-card';
export * from './icons';
export * from './filter-sheet';
export * from './not-found';
export * from './roving-focus';
