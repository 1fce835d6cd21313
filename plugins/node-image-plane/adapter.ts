import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { applyTransformProps, defineNodeType, readTextureValue, textureUrlOf, titles, transformSetter } from '../../sdk/index.js';
import { IMAGE_PLANE_DESCRIPTORS, IMAGE_PLANE_LIMITS } from './descriptors.js';
import { ImagePlane } from './image-plane.js';

/** The node type's id, stored in the node's `type`. */
export const IMAGE_PLANE_NODE_TYPE = 'ImagePlane';

const PLANE = Symbol('imagePlane');
type ImagePlaneTarget = Mesh & { [PLANE]: ImagePlane };

const SHAPE_PROPS = ['width', 'height', 'ninePatch', 'sliceLeft', 'sliceRight', 'sliceTop', 'sliceBottom', 'pixelsPerUnit'];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The image plane: a plane in the node's local XY plane (facing −z) showing a picture (a stored asset or a URL the
 * scene may load), stretched, or as a nine-patch whose corners keep their size in pixels / pixelsPerUnit as the plane is
 * resized; optionally always facing the camera.
 */
export const imagePlaneType = defineNodeType<ImagePlaneTarget>({
  id: IMAGE_PLANE_NODE_TYPE,
  titles: titles('Image plane', '图片平面', '圖片平面'),
  descriptors: IMAGE_PLANE_DESCRIPTORS,
  engine: {
    create(node, ctx) {
      const plane = new ImagePlane(node.name, ctx.scene);
      return Object.assign(plane.mesh, { [PLANE]: plane });
    },
    apply(target, props, ctx) {
      applyTransformProps(target, props);
      const plane = target[PLANE];
      if (props.changed('billboard')) target.billboardMode = props.boolean('billboard') ? Mesh.BILLBOARDMODE_ALL : Mesh.BILLBOARDMODE_NONE;
      if (props.changed(...SHAPE_PROPS)) {
        const nine = props.boolean('ninePatch');
        // Insets are kept (and read) outside nine-patch mode too, so switching it on brings them back.
        const px = (name: string) => (nine ? 1 : 0) * clamp(Math.round(props.number(name)), 0, IMAGE_PLANE_LIMITS.maxInset);
        plane.setShape({
          width: clamp(props.number('width'), IMAGE_PLANE_LIMITS.minSize, IMAGE_PLANE_LIMITS.maxSize),
          height: clamp(props.number('height'), IMAGE_PLANE_LIMITS.minSize, IMAGE_PLANE_LIMITS.maxSize),
          insets: { left: px('sliceLeft'), right: px('sliceRight'), top: px('sliceTop'), bottom: px('sliceBottom') },
          pixelsPerUnit: clamp(props.number('pixelsPerUnit'), IMAGE_PLANE_LIMITS.minPixelsPerUnit, IMAGE_PLANE_LIMITS.maxPixelsPerUnit),
        });
      }
      if (props.changed('image')) {
        const ref = textureUrlOf(readTextureValue(props.value('image')));
        const url = ref ? ctx.resolveUrl(ref) : '';
        if (url === undefined) ctx.reportError(new Error(`The image plane's picture is not allowed here: ${ref.slice(0, 100)}`));
        ctx.track(plane.setPicture(url ?? '')).catch((error: unknown) => ctx.reportError(error));
      }
    },
    dispose(target) {
      target[PLANE].dispose();
    },
    animatedSetter: (target, path) => transformSetter(target, path),
  },
});

/** The image plane a node's engine object draws (for tests and tools). */
export function imagePlaneOf(target: unknown): ImagePlane | undefined {
  return (target as Partial<ImagePlaneTarget> | undefined)?.[PLANE];
}
