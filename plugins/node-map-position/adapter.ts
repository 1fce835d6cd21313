import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps, readNumber } from '../../sdk/index.js';
import type { NodeAdapter } from '../../sdk/index.js';
import { projectLngLat } from './projection.js';

/** Creates a TransformNode placed by longitude, latitude and height. */
export const mapPositionAdapter: NodeAdapter = {
  className: 'MapPosition',
  create(node, ctx) {
    const target = new TransformNode(node.name, ctx.scene);
    const apply = (props: typeof node.props, keys: readonly string[]) => {
      applyTransformProps(target, props, keys);
      if (keys.some((k) => k === 'longitude' || k === 'latitude' || k === 'height')) {
        const p = projectLngLat(readNumber(props.longitude, 0), readNumber(props.latitude, 0), readNumber(props.height, 0));
        target.position.set(p.x, p.y, p.z);
      }
    };
    apply(node.props, ['longitude', ...Object.keys(node.props)]);
    return {
      node: target,
      update(next, keys) {
        if (keys.includes('name')) target.name = next.name;
        apply(next.props, keys);
      },
      dispose: () => target.dispose(true),
    };
  },
};
