export * from './create-parcel';
export * from './remote-parcel';
