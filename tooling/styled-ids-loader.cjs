// webpack's side of the deterministic styled-components ids (styled-ids.cjs says why). It runs on
// the file as it is on disk, before esbuild-loader, as the server builds' esbuild plugin does, so
// both builds give a definition the same id.
const { styledIds } = require('./styled-ids.cjs');

module.exports = function styledIdsLoader(source) {
  return styledIds(source, this.resourcePath);
};
