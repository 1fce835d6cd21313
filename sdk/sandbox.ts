// The entry `@scene-platform/sdk/sandbox` of the published package: what a logic sandbox worker imports (the
// page↔sandbox messages and their limits, the `scene` API a puzzle program sees, JSON values). It names nothing
// else of the SDK, so a worker bundle stays small; everything here is in the main entry too.
export * from './logic/puzzle-messages.js';
export * from './logic/puzzle-api.js';
export * from './scene/json.js';
