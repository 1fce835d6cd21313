// The entry `@scene-platform/sdk/endpoints` of the published package: the server calls declared once
// (contract/endpoints/*, what `ApiService.call` takes) and the wire shapes their requests and replies carry
// (contract/*). Built-in plugins import these from here, as an outside author does; nothing else under
// sdk/contract is an entry (tests/tools/dependency-rules.ts fails on a plugin's deep import).
export * from './contract/index.js';
export * from './contract/endpoints/index.js';
export { fillPath } from './contract/endpoint.js';
