export * from './create-parcel';
export * from './remote-parcel';
export * from './hydrate';
