// The kernel's public face for host/web and tests.
export * from './kernel/contribution-registry.js';
export * from './kernel/service-container.js';
export * from './kernel/plugin-host.js';
export * from './kernel/editor-kernel.js';
export * from './services/index.js';
export * from './services/scene/scene-document-writer.js';
export * from './kernel/service-declaration.js';
export * from './services/designer-route/designer-route-module.js';
export * from './services/designer-route/designer-route-service.js';
export * from './services/scene/undo-control.js';
export * from './services/session/session-control.js';
