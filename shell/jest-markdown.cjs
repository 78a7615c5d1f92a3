// Jest's view of a content page's Markdown (shell/content/*.md): its text, as the builds give it.
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
