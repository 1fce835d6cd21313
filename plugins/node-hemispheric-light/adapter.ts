import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { applyLightProps, readColor3 } from '../../sdk/index.js';
import type { NodeAdapter } from '../../sdk/index.js';

/** Creates a Babylon HemisphericLight and keeps it in step with the document. */
export const adapter: NodeAdapter = {
  className: 'HemisphericLight',
  create(node, ctx) {
    const light = new HemisphericLight(node.name, new Vector3(0, 1, 0), ctx.scene);
    const apply = (props: typeof node.props, keys: readonly string[]) => {
      applyLightProps(light, props, keys);
      if (keys.includes('groundColor')) {
        const c = readColor3(props.groundColor, { r: 0.2, g: 0.2, b: 0.2 });
        light.groundColor.set(c.r, c.g, c.b);
      }
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
