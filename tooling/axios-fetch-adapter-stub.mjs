// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds; webpack.cjs
// says why. axios asks `getFetch(config)` for that adapter and reads false as "not supported in
// this environment", as in a browser without fetch, so it keeps the XMLHttpRequest adapter it
// tries first anyway.
export const getFetch = () => false;

export default false;
