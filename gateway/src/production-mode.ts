// Imported first by main.ts: the gateway renders pages with React and styled-components, which
// pick their development or production build from NODE_ENV when first loaded. A store runs the
// production ones (several times faster, no development checks), as the browser builds do;
// a developer can still ask for development with NODE_ENV=development.
process.env.NODE_ENV ??= 'production';
export {};
