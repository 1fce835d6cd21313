import { TRANSFORM_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { EnumOption, PropertyDescriptor } from '../../sdk/index.js';

/** How content attaches to the anchor (spec 001 §3 attachment modes). */
export const ATTACHMENT_MODES: readonly EnumOption[] = [
  { value: 'none', label: titles('None', '无', '無') },
  { value: 'embed', label: titles('Embed', '嵌入', '嵌入') },
  { value: 'attach', label: titles('Attach', '附着', '附著') },
  { value: 'above', label: titles('Above', '上方', '上方') },
  { value: 'top', label: titles('Top', '顶部', '頂部') },
];

/** The anchor node's descriptor table. */
export const ANCHOR_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  { name: 'attachment', type: 'enum', enum: ATTACHMENT_MODES, propertyGroup: 'anchor', rank: 1, default: 'none', titles: titles('Attachment', '附着方式', '附著方式') },
  { name: 'billboard', type: 'boolean', propertyGroup: 'anchor', rank: 2, default: false, titles: titles('Face the camera', '面向相机', '面向相機') },
];
