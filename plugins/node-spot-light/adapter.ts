import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { SpotLight } from '@babylonjs/core/Lights/spotLight.js';
import { applyLightProps, readNumber } from '../../sdk/index.js';
import type { NodeAdapter } from '../../sdk/index.js';

/** Creates a Babylon SpotLight and keeps it in step with the document. */
export const adapter: NodeAdapter = {
  className: 'SpotLight',
  create(node, ctx) {
    const light = new SpotLight(node.name, Vector3.Zero(), new Vector3(0, -1, 0), Math.PI / 3, 2, ctx.scene);
    const apply = (props: typeof node.props, keys: readonly string[]) => {
      applyLightProps(light, props, keys);
      if (keys.includes('angle')) light.angle = readNumber(props.angle, Math.PI / 3);
      if (keys.includes('exponent')) light.exponent = readNumber(props.exponent, 2);
    };
    apply(node.props, Object.keys(node.props));
    return {
      node: light,
      update(next, keys) {
        if (keys.includes('name')) light.name = next.name;
        apply(next.props, keys);
      },
      dispose: () => light.dispose(),
    };
  },
};
