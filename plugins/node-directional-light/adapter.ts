import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { DirectionalLight } from '@babylonjs/core/Lights/directionalLight.js';
import { applyLightProps } from '../../sdk/index.js';
import type { NodeAdapter } from '../../sdk/index.js';

/** Creates a Babylon DirectionalLight and keeps it in step with the document. */
export const adapter: NodeAdapter = {
  className: 'DirectionalLight',
  create(node, ctx) {
    const light = new DirectionalLight(node.name, new Vector3(0, -1, 0), ctx.scene);
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
