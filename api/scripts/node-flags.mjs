// Node's flags for the API's process, wherever it is started as in production: npm start
// (gateway/src/serve-all.ts), `npm run cluster` (gateway/src/cluster/cluster.ts), the browser
// tests' servers (e2e/support/servers.ts), the API bench (bench/api-process.ts) and this
// package's own `start` (package.json, which cannot import this file: keep the two the same). V8
// reads them when the process starts; set later (v8.setFlagsFromString) they change nothing.
//
// V8 lets its heap grow well past what the API holds: its young generation to 16 MB a half when
// short-lived objects come fast (tens of thousands of cached answers a second), its old one until a
// full collection, which it puts off while it has room (at 50 connections of guest adds its heap
// went from 45 to 137 MB and back to 41 MB after one). The process keeps the pages it grew into, and on
// PGlite it also holds the database (about 300 MB whatever the catalogue), so the API went past the
// 500 MB it is held to. `npm run bench -- --products 100000`'s API part on PGlite, peak resident
// memory: 521 MB with V8's defaults, 519 MB with the first flag alone, 411 MB with both, at the same
// rates or better (449 MB with --optimize-for-size instead, which cost a product read 15 to 35% of
// its rate). What the API keeps at
// 100,000 products is bounded well below 256 MB (api/README.md, Memory and stalls).
//
// The young generation is held at 8 MB a half, not the 4 MB it was: with 4, a search flood (50
// clients, a new term each) collected it every 20 ms, so each answer still being made was copied to
// the old generation, which a full collection then cleared every 300 ms; the collector was a third
// of the API's busy time. At 8 the API answered about 10% more searches a second with less of the
// CPU, nearly as many as at 16 (V8's own most), which raised the PGlite API's peak to 466 MB of the
// 500 it is held to, where 8 gave 434 (api/README.md, Search). The old generation's limit is what
// holds the rest.
export const API_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=256'];
