// Set by webpack at runtime: the folder this slice's release was loaded from.
declare let __webpack_public_path__: string;

// Webpack asset modules: importing an image yields its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
