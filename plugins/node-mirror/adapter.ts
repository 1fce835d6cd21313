import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { applyTransformProps, defineNodeType, titles, toBabylonColor, transformSetter } from '../../sdk/index.js';
import { MIRROR_DESCRIPTORS, MIRROR_LIMITS, MIRROR_QUALITIES } from './descriptors.js';
import { MirrorSurface } from './mirror-surface.js';

/** The node type's id, stored in the node's `type`. */
export const MIRROR_NODE_TYPE = 'Mirror';

const SURFACE = Symbol('mirrorSurface');
type MirrorTarget = Mesh & { [SURFACE]: MirrorSurface };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The nearest of the spec's qualities (1, 0.5, 0.25): a scene file may hold any number. */
function readQuality(value: number): number {
  return MIRROR_QUALITIES.reduce((best, q) => (Math.abs(q - value) < Math.abs(best - value) ? q : best), MIRROR_QUALITIES[0]!);
}

/** The mirror: a reflective rectangle in the node's local XZ plane (facing +y), with Babylon's MirrorTexture. */
export const mirrorType = defineNodeType<MirrorTarget>({
  id: MIRROR_NODE_TYPE,
  titles: titles('Mirror', '镜面', '鏡面'),
  descriptors: MIRROR_DESCRIPTORS,
  engine: {
    create(node, ctx) {
      const surface = new MirrorSurface(node.name, ctx.scene);
      return Object.assign(surface.mesh, { [SURFACE]: surface });
    },
    apply(target, props) {
      applyTransformProps(target, props);
      const surface = target[SURFACE];
      if (props.changed('width', 'depth')) {
        surface.setSize(clamp(props.number('width'), MIRROR_LIMITS.minSize, MIRROR_LIMITS.maxSize), clamp(props.number('depth'), MIRROR_LIMITS.minSize, MIRROR_LIMITS.maxSize));
      }
      if (props.changed('level')) surface.setLevel(clamp(props.number('level'), 0, 1));
      if (props.changed('quality')) surface.setQuality(readQuality(props.number('quality')));
      if (props.changed('color')) surface.setColor(toBabylonColor(props.color3('color')));
    },
    dispose(target) {
      target[SURFACE].dispose();
    },
    animatedSetter: (target, path) => transformSetter(target, path),
  },
});

/** The mirror surface a node's engine object draws (for tests and tools). */
export function mirrorSurfaceOf(target: unknown): MirrorSurface | undefined {
  return (target as Partial<MirrorTarget> | undefined)?.[SURFACE];
}
