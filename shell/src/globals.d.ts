// Set by webpack at runtime: the folder this shell's release was loaded from.
declare let __webpack_public_path__: string;

// A content page's Markdown (shell/content/*.md), imported as its text (webpack's asset/source,
// the server build's text loader, jest-markdown.cjs in tests).
declare module '*.md' {
  const source: string;
  export default source;
}

// A font file: its URL in the build (webpack's asset/resource, the server build's asset-url plugin).
declare module '*.woff2' {
  const url: string;
  export default url;
}
