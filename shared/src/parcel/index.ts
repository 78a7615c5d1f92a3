export * from './create-parcel';
