// Mixed (layered) materials: channels, stages, mapping (spec 001 §3–§5, §9).
export * from './model.js';
export * from './options.js';
export * from './read.js';
