import { TRANSFORM_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';
import { ANNOTATION_MAX_LENGTH } from './sanitize-annotation.js';

/** The annotation's content: a small HTML fragment, sanitised before it is shown. */
export const ANNOTATION_HTML_PROP = 'html';
/** The annotation's width on screen, in CSS pixels. */
export const ANNOTATION_WIDTH_PROP = 'width';

/** Limits of the annotation's width, in CSS pixels. */
export const ANNOTATION_WIDTH_LIMITS = { min: 40, max: 800 } as const;

/** The HTML annotation's descriptor table: a transform (its origin is the anchor), the content and its width. */
export const HTML_ANNOTATION_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  {
    name: ANNOTATION_HTML_PROP, type: 'text', propertyGroup: 'data', rank: 1, default: '<h3>Note</h3><p>Text</p>',
    options: { maxLength: ANNOTATION_MAX_LENGTH, rows: 6 }, titles: titles('HTML content', 'HTML 内容', 'HTML 內容'),
  },
  {
    name: ANNOTATION_WIDTH_PROP, type: 'int', propertyGroup: 'data', rank: 2, default: 240, min: ANNOTATION_WIDTH_LIMITS.min, max: ANNOTATION_WIDTH_LIMITS.max,
    titles: titles('Width (px)', '宽度（像素）', '寬度（像素）'),
  },
];
