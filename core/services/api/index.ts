export * from './api-module.js';
export * from './http-api-service.js';
export * from './reply-interpreter.js';
export * from './content-disposition.js';
export * from './locales.js';
