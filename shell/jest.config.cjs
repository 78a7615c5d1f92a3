module.exports = require('@storefront/tooling/jest.cjs').createJestConfig(__dirname, {
  setupFiles: ['<rootDir>/jest.polyfills.cjs'],
});
