// Set by webpack at runtime: the folder this shell's release was loaded from.
declare let __webpack_public_path__: string;
