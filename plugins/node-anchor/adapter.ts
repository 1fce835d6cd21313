import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps, readBoolean } from '../../sdk/index.js';
import type { NodeAdapter } from '../../sdk/index.js';

/** Creates a TransformNode for the anchor; billboard mode makes it face the camera. */
export const anchorAdapter: NodeAdapter = {
  className: 'Anchor',
  create(node, ctx) {
    const target = new TransformNode(node.name, ctx.scene);
    const apply = (props: typeof node.props, keys: readonly string[]) => {
      applyTransformProps(target, props, keys);
      if (keys.includes('billboard')) target.billboardMode = readBoolean(props.billboard, false) ? TransformNode.BILLBOARDMODE_ALL : TransformNode.BILLBOARDMODE_NONE;
    };
    apply(node.props, Object.keys(node.props));
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
