export * from './texture-value.js';
export * from './gradient-raster.js';
export * from './gradient-presets.js';
export * from './procedural-textures.js';
export * from './texture-drop-rules.js';
