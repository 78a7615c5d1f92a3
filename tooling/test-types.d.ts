// `types="jest"` would resolve to the jest package's own types, not @types/jest.
/// <reference path="./node_modules/@types/jest/index.d.ts" />
/// <reference types="@testing-library/jest-dom" />
