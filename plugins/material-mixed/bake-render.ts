import { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import { RenderTargetTexture } from '@babylonjs/core/Materials/Textures/renderTargetTexture.js';
import { FreeCamera } from '@babylonjs/core/Cameras/freeCamera.js';
import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { CreatePlane } from '@babylonjs/core/Meshes/Builders/planeBuilder.js';
import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Constants } from '@babylonjs/core/Engines/constants.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { BakedPixels } from '../../sdk/index.js';

/** A layer no scene camera draws (their mask is Babylon's default 0x0FFFFFFF): the bake's square and camera only. */
const BAKE_LAYER = 0x10000000;
/** How long a bake waits for its shader and pictures before giving up. */
const READY_TIMEOUT_MS = 15_000;

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 16));

/**
 * Render a material graph over texture space: a unit square whose texture coordinates span 0..1 fills an orthographic
 * view (u to the right, v up), drawn once into a render target of its own and read back. `compile` fills the empty
 * node material and binds its values. Undefined when the engine gives no pixels (no GPU) or the graph does not build.
 */
export async function renderOverUv(scene: Scene, size: number, compile: (material: NodeMaterial) => void): Promise<BakedPixels | undefined> {
  const material = new NodeMaterial('kmaterial.bake', scene, { emitComments: false });
  const plane = CreatePlane('kmaterial.bakeSquare', { size: 1 }, scene);
  const camera = new FreeCamera('kmaterial.bakeCamera', new Vector3(0, 0, -1), scene, false);
  const target = new RenderTargetTexture('kmaterial.bakeTarget', { width: size, height: size }, scene, false, true, Constants.TEXTURETYPE_UNSIGNED_BYTE);
  try {
    plane.layerMask = BAKE_LAYER;
    plane.isPickable = false;
    plane.doNotSerialize = true;
    camera.layerMask = BAKE_LAYER;
    camera.setTarget(Vector3.Zero());
    camera.mode = Camera.ORTHOGRAPHIC_CAMERA;
    camera.orthoLeft = -0.5;
    camera.orthoRight = 0.5;
    camera.orthoTop = 0.5;
    camera.orthoBottom = -0.5;
    camera.minZ = 0.1;
    camera.maxZ = 10;
    camera.doNotSerialize = true;
    compile(material);
    material.backFaceCulling = false;
    // The colour and alpha as the graph computes them, not blended over the cleared target.
    material.alphaMode = Constants.ALPHA_DISABLE;
    const built = new Promise<boolean>((resolve) => {
      material.onBuildObservable.addOnce(() => resolve(true));
      material.onBuildErrorObservable.addOnce(() => resolve(false));
    });
    material.build(false, false);
    if (!(await built)) return undefined;
    plane.material = material;
    target.renderList = [plane];
    target.activeCamera = camera;
    target.clearColor = new Color4(0, 0, 0, 0);
    const start = Date.now();
    while (!material.isReady(plane) || !target.isReadyForRendering()) {
      if (Date.now() - start > READY_TIMEOUT_MS) return undefined;
      await nextFrame();
    }
    target.render();
    const read = await target.readPixels();
    if (!read || read.byteLength < size * size * 4) return undefined;
    return { width: size, height: size, data: topRowFirst(new Uint8Array(read.buffer, read.byteOffset, size * size * 4), size) };
  } finally {
    target.dispose();
    camera.dispose();
    plane.dispose();
    material.dispose(false, false);
  }
}

/** The target's rows come bottom (v = 0) first; pictures, and glTF, want the top row (v = 1) first. */
function topRowFirst(pixels: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(pixels.length);
  const row = size * 4;
  for (let y = 0; y < size; y++) out.set(pixels.subarray(y * row, (y + 1) * row), (size - 1 - y) * row);
  return out;
}
