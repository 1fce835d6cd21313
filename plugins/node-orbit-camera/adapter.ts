import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { readNumber, readVector3 } from '../../sdk/index.js';
import type { NodeAdapter } from '../../sdk/index.js';

const NUMBER_KEYS: Readonly<Record<string, number>> = {
  alpha: -Math.PI / 2, beta: Math.PI / 3, radius: 20, fov: 0.8, minZ: 0.1, maxZ: 10000, wheelPrecision: 3, panningSensibility: 1000,
  lowerRadiusLimit: 0.5, upperRadiusLimit: 5000, lowerBetaLimit: 0.01, upperBetaLimit: Math.PI / 2,
};

/** Creates a Babylon ArcRotateCamera from the document (the editor's views keep their own cameras). */
export const adapter: NodeAdapter = {
  className: 'OrbitCamera',
  create(node, ctx) {
    const previous = ctx.scene.activeCamera;
    const camera = new ArcRotateCamera(node.name, -Math.PI / 2, Math.PI / 3, 20, Vector3.Zero(), ctx.scene, false);
    ctx.scene.activeCamera = previous;
    const apply = (props: typeof node.props, keys: readonly string[]) => {
      const target = camera as unknown as Record<string, number>;
      for (const key of keys) if (key in NUMBER_KEYS) target[key] = readNumber(props[key], NUMBER_KEYS[key]);
      if (keys.includes('target')) {
        const v = readVector3(props.target, { x: 0, y: 0, z: 0 });
        camera.setTarget(new Vector3(v.x, v.y, v.z));
      }
    };
    apply(node.props, Object.keys(node.props));
    return {
      node: camera,
      update(next, keys) {
        if (keys.includes('name')) camera.name = next.name;
        apply(next.props, keys);
      },
      dispose: () => camera.dispose(),
    };
  },
};
