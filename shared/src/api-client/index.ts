export * from './api-client';
