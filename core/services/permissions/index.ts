export * from './session-permission-service.js';
export * from './permissions-module.js';
export * from './locales.js';
