module.exports = require('@storefront/tooling/jest.cjs').createJestConfig(__dirname);
