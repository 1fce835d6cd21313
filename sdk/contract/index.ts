// The wire contract: request/response schemas (zod 4) shared by the server's edge and the browser's api service.
export * from './envelope.js';
export * from './limits.js';
export * from './permission-key.js';
export * from './account-rules.js';
export * from './account.js';
export * from './project.js';
export * from './site-message.js';
export * from './subscription.js';
export * from './scene.js';
export * from './resource.js';
export * from './system.js';
export * from './user-plugin.js';
export * from './mail.js';
export * from './preview.js';
export * from './publish-link.js';
export * from './publish-qr.js';
export * from './publish-gates.js';
