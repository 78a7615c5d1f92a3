// webpack's side of the deterministic styled-components ids (styled-ids.cjs says why). It runs on
// the file as it is on disk, before esbuild-loader, as the server build's esbuild plugin does, so
// both builds give a definition the same id.
const { styledIds, styledIdContext } = require('./styled-ids.cjs');

module.exports = function styledIdsLoader(source) {
  return styledIds(source, styledIdContext(this.resourcePath));
};
