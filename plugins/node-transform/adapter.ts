import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps } from '../../sdk/index.js';
import type { NodeAdapter } from '../../sdk/index.js';

/** Creates a Babylon TransformNode and keeps its transform in step with the document. */
export const transformAdapter: NodeAdapter = {
  className: 'TransformNode',
  create(node, ctx) {
    const target = new TransformNode(node.name, ctx.scene);
    applyTransformProps(target, node.props, Object.keys(node.props));
    return {
      node: target,
      update(next, keys) {
        if (keys.includes('name')) target.name = next.name;
        applyTransformProps(target, next.props, keys);
      },
      dispose: () => target.dispose(true),
    };
  },
};
