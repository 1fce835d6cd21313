import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps, defineNodeType, readTextPoints, titles, transformSetter } from '../../sdk/index.js';
import { TEXT_POINTS_DESCRIPTORS, TEXT_POINTS_PROP } from './descriptors.js';
import { TextPointLabels } from './text-labels.js';

/** The node type's id, stored in the node's `type`. */
export const TEXT_POINTS_NODE_TYPE = 'TextPoints';

const LABELS = Symbol('textPointLabels');
type TextPointsTarget = TransformNode & { [LABELS]?: TextPointLabels };

/** The text-point node: a TransformNode whose points are drawn as camera-facing texts. */
export const textPointsType = defineNodeType<TextPointsTarget>({
  id: TEXT_POINTS_NODE_TYPE,
  titles: titles('Text points', '文本点', '文字點'),
  descriptors: TEXT_POINTS_DESCRIPTORS,
  engine: {
    create: (node, ctx) => new TransformNode(node.name, ctx.scene),
    apply(target, props, ctx) {
      applyTransformProps(target, props);
      if (props.changed(TEXT_POINTS_PROP)) {
        const labels = target[LABELS] ?? (target[LABELS] = new TextPointLabels(ctx.scene, target));
        labels.update(readTextPoints(props.value(TEXT_POINTS_PROP)));
      }
    },
    dispose(target) {
      target[LABELS]?.dispose();
      target.dispose(true);
    },
    animatedSetter: (target, path) => transformSetter(target, path),
  },
});

/** The labels a node's engine object draws (for tests and tools). */
export function labelsOf(target: unknown): TextPointLabels | undefined {
  return (target as TextPointsTarget | undefined)?.[LABELS];
}
