// The public plugin API. Everything a plugin (built-in or third party) may use is exported here: the published
// package's main entry (package-index.ts, no Babylon types) and its viewport entry (viewport/index.ts).
export * from './package-index.js';
export * from './viewport/index.js';
