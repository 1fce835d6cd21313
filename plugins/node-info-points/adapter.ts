import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps, defineNodeType, readInfoPoints, titles, transformSetter } from '../../sdk/index.js';
import { INFO_POINTS_DESCRIPTORS, INFO_POINTS_PROP } from './descriptors.js';
import { InfoPointMarkers } from './info-point-markers.js';

/** The node type's id, stored in the node's `type`. */
export const INFO_POINTS_NODE_TYPE = 'InfoPoints';

const MARKERS = Symbol('infoPointMarkers');
type InfoPointsTarget = TransformNode & { [MARKERS]?: InfoPointMarkers };

/** The info-point node: a TransformNode whose points are drawn as camera-facing markers with their names. */
export const infoPointsType = defineNodeType<InfoPointsTarget>({
  id: INFO_POINTS_NODE_TYPE,
  titles: titles('Info points', '信息点', '資訊點'),
  descriptors: INFO_POINTS_DESCRIPTORS,
  engine: {
    create: (node, ctx) => new TransformNode(node.name, ctx.scene),
    apply(target, props, ctx) {
      applyTransformProps(target, props);
      if (props.changed(INFO_POINTS_PROP)) {
        const markers = target[MARKERS] ?? (target[MARKERS] = new InfoPointMarkers(ctx.scene, target));
        markers.update(readInfoPoints(props.value(INFO_POINTS_PROP)));
      }
    },
    dispose(target) {
      target[MARKERS]?.dispose();
      target.dispose(true);
    },
    animatedSetter: (target, path) => transformSetter(target, path),
  },
});

/** The markers a node's engine object draws (for tests and tools). */
export function markersOf(target: unknown): InfoPointMarkers | undefined {
  return (target as InfoPointsTarget | undefined)?.[MARKERS];
}
