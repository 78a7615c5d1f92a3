// Jest preset for the frontends and the shared package: jsdom, @swc/jest, jest-dom.
const path = require('node:path');

function createJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    // A federated module's exposes read the release folder webpack gives them (publicPath): in
    // tests, this package's, as a release of it would have it.
    globals: { __webpack_public_path__: `/releases/${path.basename(dir)}/1.0.0-test/` },
    testEnvironment: require.resolve('jest-environment-jsdom'),
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    moduleNameMapper: { '\\.(png|jpe?g|webp|svg|woff2?)$': path.join(__dirname, 'file-stub.cjs') },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...overrides,
  };
}

module.exports = { createJestConfig };
