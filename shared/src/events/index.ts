export * from './event-bus';
export * from './use-event';
export * from './retained';
