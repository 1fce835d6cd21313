// libs/generated-textures: the pixels of the texture values that are painted rather than loaded (spec 001 §9): the
// gradient rasteriser and the 52 procedural presets. A library of its own, not part of the SDK (the SDK declares the
// stored texture value and reads it); it imports nothing of ours (tests/tools/dependency-rules.ts). Users: the
// kernel's material textures, the scene node's environment texture, the texture editor's previews and menu.
export * from './gradient-raster.js';
export * from './procedural-textures.js';
export * from './generated-pixels.js';
