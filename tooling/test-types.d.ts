/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
