export * from './key-value-store.js';
export * from './stored-session-service.js';
export * from './session-module.js';
export * from './session-control.js';
