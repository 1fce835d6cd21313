import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { CreateLineSystem } from '@babylonjs/core/Meshes/Builders/linesBuilder.js';
import type { LinesMesh } from '@babylonjs/core/Meshes/linesMesh.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { SPLINE_NODE_TYPE, SPLINES_PROP, applyTransformProps, defineNodeType, readSplines, sampleSpline, titles, transformSetter } from '../../sdk/index.js';
import type { JsonValue } from '../../sdk/index.js';
import { SPLINE_NODE_DESCRIPTORS } from './descriptors.js';

const LINES = Symbol('splineLines');
type SplineTarget = TransformNode & { [LINES]?: LinesMesh };

/** One line strip per enabled spline (a closed one returns to its first point), in the node's space. */
export function splineLines(value: JsonValue | undefined): Vector3[][] {
  return readSplines(value).filter((s) => s.enabled).map((s) => {
    const line = sampleSpline(s);
    const points = line.points.map((p) => new Vector3(p.x, p.y, p.z));
    if (line.closed && points.length > 2) points.push(points[0]!.clone());
    return points;
  }).filter((strip) => strip.length > 1);
}

/** The spline node: a TransformNode drawing its enabled splines as lines (what reads the group reads the document). */
export const splineNodeType = defineNodeType<SplineTarget>({
  id: SPLINE_NODE_TYPE,
  titles: titles('Spline', '样条', '樣條'),
  descriptors: SPLINE_NODE_DESCRIPTORS,
  engine: {
    create: (node, ctx) => new TransformNode(node.name, ctx.scene),
    apply(target, props, ctx) {
      applyTransformProps(target, props);
      if (props.changed(SPLINES_PROP) || props.changed('lineColor')) {
        target[LINES]?.dispose();
        target[LINES] = undefined;
        const strips = splineLines(props.value(SPLINES_PROP));
        if (strips.length > 0) {
          const lines = CreateLineSystem(`${target.name}-lines`, { lines: strips }, ctx.scene);
          const c = props.color3('lineColor');
          lines.color = new Color3(c.r, c.g, c.b);
          lines.parent = target;
          lines.isPickable = false;
          target[LINES] = lines;
        }
      }
    },
    dispose(target) {
      target[LINES]?.dispose();
      target.dispose(true);
    },
    animatedSetter: (target, path) => transformSetter(target, path),
  },
});
