// Viewport and scene-runtime API: adapters, geometry builders, importers, assets and viewport state.
export * from './titles.js';
export * from './values.js';
export * from './common-descriptors.js';
export * from './adapter.js';
export * from './geometry.js';
export * from './importer.js';
export * from './services.js';
export * from './transform-apply.js';
export * from './light-apply.js';
export * from './kmb.js';
export * from './node-props.js';
export * from './node-type.js';
export * from './post-process.js';
export * from './material-type.js';
export * from './material-stage.js';
export * from './material-common.js';
