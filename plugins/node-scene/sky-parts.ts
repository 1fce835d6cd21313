// What only a scene with a preset sky or an HDR environment needs (the sky material, HDR loading and prefiltering:
// about 15 kB gzip): a chunk of its own, imported by the Scene root's adapter when its sky mode asks for it.
export { SkyMaterial } from '@babylonjs/materials/sky/skyMaterial.js';
export { createHdrEnvironment } from '../../sdk/index.js';
