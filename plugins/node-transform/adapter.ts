import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { TRANSFORM_DESCRIPTORS, applyTransformProps, defineNodeType, titles, transformSetter } from '../../sdk/index.js';

/** The transform node: a Babylon TransformNode whose transform follows the document. */
export const transformType = defineNodeType({
  id: 'TransformNode',
  titles: titles('Transform node', '变换节点', '變換節點'),
  descriptors: TRANSFORM_DESCRIPTORS,
  engine: {
    create: (node, ctx) => new TransformNode(node.name, ctx.scene),
    apply: (target, props) => applyTransformProps(target, props),
    animatedSetter: (target, path) => transformSetter(target, path),
  },
});
