export * from './texture-value.js';
export * from './texture-drop-rules.js';
