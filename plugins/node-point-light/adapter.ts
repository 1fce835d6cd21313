import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { PointLight } from '@babylonjs/core/Lights/pointLight.js';
import { applyLightProps } from '../../sdk/index.js';
import type { NodeAdapter } from '../../sdk/index.js';

/** Creates a Babylon PointLight and keeps it in step with the document. */
export const adapter: NodeAdapter = {
  className: 'PointLight',
  create(node, ctx) {
    const light = new PointLight(node.name, Vector3.Zero(), ctx.scene);
    const apply = (props: typeof node.props, keys: readonly string[]) => {
      applyLightProps(light, props, keys);
    };
    apply(node.props, Object.keys(node.props));
    return {
      node: light,
      update(next, keys) {
        if (keys.includes('name')) light.name = next.name;
        apply(next.props, keys);
      },
      dispose: () => light.dispose(true),
    };
  },
};
