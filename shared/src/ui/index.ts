export * from './skeleton-card';
export * from './icons';
export * from './filter-sheet';
export * from './not-found';
export * from './roving-focus';
export * from './use-modal-dialog';
export * from './use-media-query';
export * from './button';
