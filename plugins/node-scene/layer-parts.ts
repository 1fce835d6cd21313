// What only a scene with a background or foreground picture needs (Babylon's layer and its scene component): a chunk
// of its own, imported by the Scene root's adapter with the first such picture, not with every scene's first frame.
import '@babylonjs/core/Layers/layerSceneComponent.js';

export { Layer } from '@babylonjs/core/Layers/layer.js';
