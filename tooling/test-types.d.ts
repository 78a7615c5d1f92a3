// `types="jest"` would resolve to the jest package's own types, not @types/jest,
// and the globals (describe, expect, jest) only come from a reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./node_modules/@types/jest/index.d.ts" />
/// <reference types="@testing-library/jest-dom" />
