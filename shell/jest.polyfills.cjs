// React Router 7 needs web APIs that jsdom leaves out: take Node's own.
const { TextDecoder, TextEncoder } = require('node:util');
const { runInThisContext } = require('node:vm');

const fromNode = (name) => globalThis[name] ?? runInThisContext(name);

Object.assign(globalThis, {
  TextDecoder,
  TextEncoder,
  Request: fromNode('Request'),
  Response: fromNode('Response'),
  Headers: fromNode('Headers'),
  AbortController: fromNode('AbortController'),
});
