// libs/origins: reading lists of web origins, shared by the server (page policies) and the plugins that check
// URLs against the same lists (the logic runtime). It imports nothing of ours (tests/tools/dependency-rules.ts).
export * from './http-origins.js';
