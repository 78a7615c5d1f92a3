export * from './theme';
export * from './theme-provider';
