import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps, defineNodeType, titles, transformSetter } from '../../sdk/index.js';
import { ANCHOR_DESCRIPTORS } from './descriptors.js';

/** The anchor: a TransformNode; billboard mode makes it face the camera. */
export const anchorType = defineNodeType({
  id: 'Anchor',
  titles: titles('Anchor', '锚点', '錨點'),
  descriptors: ANCHOR_DESCRIPTORS,
  readElsewhere: { attachment: 'content that attaches to the anchor (spec 001 §3); no engine effect of its own' },
  engine: {
    create: (node, ctx) => new TransformNode(node.name, ctx.scene),
    apply(target, props) {
      applyTransformProps(target, props);
      if (props.changed('billboard')) target.billboardMode = props.boolean('billboard') ? TransformNode.BILLBOARDMODE_ALL : TransformNode.BILLBOARDMODE_NONE;
    },
    animatedSetter: (target, path) => transformSetter(target, path),
  },
});
