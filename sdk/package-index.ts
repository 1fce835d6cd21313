// The entry `@scene-platform/sdk` of the published package: everything in index.ts except the viewport API whose
// types name Babylon.js (runtime adapters, viewport services, transform and light helpers), which is the entry
// `@scene-platform/sdk/viewport` (viewport/index.ts). So a plugin that does not touch the engine type-checks without
// Babylon installed. Geometry builders, importers and value readers need no Babylon and are here too.
// A unit test (tests/unit/sdk-package.test.ts) fails when index.ts exports a name that neither entry exports.
export * from './version.js';
export * from './kernel/lifecycle.js';
export * from './kernel/service-id.js';
export * from './kernel/contribution-point.js';
export * from './kernel/plugin.js';
export * from './workbench/locale.js';
export * from './workbench/react-component.js';
export * from './workbench/points.js';
export * from './workbench/translate.js';
export * from './scene/json.js';
export * from './scene/json-equal.js';
export * from './scene/movers.js';
export * from './animation/index.js';
export * from './scene/document.js';
export * from './scene/descriptor.js';
export * from './scene/points.js';
export * from './scene/post-process-document.js';
export * from './scene/material-document.js';
export * from './scene/kmaterial/index.js';
export * from './scene/material-rules.js';
export * from './logic/puzzle-api.js';
export * from './scene/quality-enums.js';
export * from './scene/patch.js';
export * from './scene/empty-document.js';
export * from './scene/values.js';
export * from './scene/commands.js';
export * from './services/i18n.js';
export * from './services/notifications.js';
export * from './services/commands.js';
export * from './services/layout.js';
export * from './services/settings.js';
export * from './services/scene-document.js';
export * from './services/selection.js';
export * from './services/undo.js';
export * from './services/exposed-properties.js';
export * from './services/animation.js';
export * from './services/session.js';
export * from './services/permissions.js';
export * from './services/api.js';
export * from './services/dialog.js';
export * from './services/command-palette.js';
export * from './services/plugins.js';
export * from './services/plugin-faults.js';
export * from './services/designer-route.js';
export * from './services/open-scenes.js';
export * from './services/designer-route.js';
export * from './services/plugin-faults.js';
export * from './viewport/titles.js';
export * from './viewport/values.js';
export * from './viewport/common-descriptors.js';
export * from './viewport/geometry.js';
export * from './viewport/importer.js';
export * from './viewport/kmb.js';
