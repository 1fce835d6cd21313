import { TRANSFORM_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** Limits of the plane's properties. */
export const IMAGE_PLANE_LIMITS = {
  /** Width and height in the node's units. */
  minSize: 0.01,
  maxSize: 10_000,
  /** Border insets in picture pixels. */
  maxInset: 4096,
  /** Picture pixels per node unit. */
  minPixelsPerUnit: 1,
  maxPixelsPerUnit: 10_000,
} as const;

const inset = (name: string, rank: number, en: string, zhCN: string, zhTW: string): PropertyDescriptor => ({
  name, type: 'int', propertyGroup: 'texture', rank, default: 16, min: 0, max: IMAGE_PLANE_LIMITS.maxInset, titles: titles(en, zhCN, zhTW),
});

/** The image plane's descriptor table: a transform, the picture, the plane's size, billboard and nine-patch mode. */
export const IMAGE_PLANE_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  { name: 'image', type: 'texture', propertyGroup: 'texture', rank: 1, default: '', titles: titles('Image', '图片', '圖片') },
  { name: 'width', type: 'number', propertyGroup: 'geometry', rank: 1, default: 2, min: IMAGE_PLANE_LIMITS.minSize, max: IMAGE_PLANE_LIMITS.maxSize, titles: titles('Width', '宽度', '寬度') },
  { name: 'height', type: 'number', propertyGroup: 'geometry', rank: 2, default: 1, min: IMAGE_PLANE_LIMITS.minSize, max: IMAGE_PLANE_LIMITS.maxSize, titles: titles('Height', '高度', '高度') },
  { name: 'billboard', type: 'boolean', propertyGroup: 'geometry', rank: 3, default: false, titles: titles('Face the camera', '始终朝向相机', '始終朝向相機') },
  { name: 'ninePatch', type: 'boolean', propertyGroup: 'texture', rank: 2, default: false, titles: titles('Nine-patch', '九宫格', '九宮格') },
  inset('sliceLeft', 3, 'Left border (px)', '左边框（像素）', '左邊框（像素）'),
  inset('sliceRight', 4, 'Right border (px)', '右边框（像素）', '右邊框（像素）'),
  inset('sliceTop', 5, 'Top border (px)', '上边框（像素）', '上邊框（像素）'),
  inset('sliceBottom', 6, 'Bottom border (px)', '下边框（像素）', '下邊框（像素）'),
  {
    name: 'pixelsPerUnit', type: 'number', propertyGroup: 'texture', rank: 7, default: 100, min: IMAGE_PLANE_LIMITS.minPixelsPerUnit,
    max: IMAGE_PLANE_LIMITS.maxPixelsPerUnit, titles: titles('Border pixels per unit', '边框每单位像素', '邊框每單位像素'),
  },
];
