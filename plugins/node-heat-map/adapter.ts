import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps, defineNodeType, readHeatMapPoints, titles, transformSetter } from '../../sdk/index.js';
import { HEAT_MAP_DESCRIPTORS, HEAT_POINTS_PROP } from './descriptors.js';
import { HeatMapSurfaceMesh } from './heat-surface.js';

/** The node type's id, stored in the node's `type`. */
export const HEAT_MAP_NODE_TYPE = 'HeatMap';

const SURFACE = Symbol('heatMapSurface');
type HeatMapTarget = TransformNode & { [SURFACE]?: HeatMapSurfaceMesh };

const LOOK_PROPS = [HEAT_POINTS_PROP, 'width', 'depth', 'maxValue', 'opacity'] as const;

const within = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The heat-map node: a TransformNode with a surface in its local XZ plane coloured by its points' summed values. */
export const heatMapType = defineNodeType<HeatMapTarget>({
  id: HEAT_MAP_NODE_TYPE,
  titles: titles('Heat map', '热力图', '熱力圖'),
  descriptors: HEAT_MAP_DESCRIPTORS,
  engine: {
    create: (node, ctx) => new TransformNode(node.name, ctx.scene),
    apply(target, props, ctx) {
      applyTransformProps(target, props);
      if (!LOOK_PROPS.some((name) => props.changed(name))) return;
      const surface = target[SURFACE] ?? (target[SURFACE] = new HeatMapSurfaceMesh(ctx.scene, target));
      surface.update({
        points: readHeatMapPoints(props.value(HEAT_POINTS_PROP)),
        width: within(props.number('width'), 0.01, 100_000),
        depth: within(props.number('depth'), 0.01, 100_000),
        maxValue: within(props.number('maxValue'), 0.001, 1_000_000),
        opacity: within(props.number('opacity'), 0, 1),
      });
    },
    dispose(target) {
      target[SURFACE]?.dispose();
      target.dispose(true);
    },
    animatedSetter: (target, path) => transformSetter(target, path),
  },
});

/** The surface a node's engine object draws (for tests and tools). */
export function surfaceOf(target: unknown): HeatMapSurfaceMesh | undefined {
  return (target as HeatMapTarget | undefined)?.[SURFACE];
}
