import { EASING_NAMES } from '../animation/easing.js';
import type { LocalizedText } from '../workbench/locale.js';
import type { EnumOption, PropertyDescriptor } from './descriptor.js';

const text = (en: string, zhCN: string, zhTW: string): LocalizedText => ({ en, 'zh-CN': zhCN, 'zh-TW': zhTW });

/** The titles of the easings (EASING_NAMES) in the three languages. */
export const EASING_TITLES: Readonly<Record<string, LocalizedText>> = Object.freeze({
  linear: text('Linear', '线性', '線性'),
  easeInQuad: text('Ease in (quad)', '缓入（二次）', '緩入（二次）'),
  easeOutQuad: text('Ease out (quad)', '缓出（二次）', '緩出（二次）'),
  easeInOutQuad: text('Ease in-out (quad)', '缓入缓出（二次）', '緩入緩出（二次）'),
  easeInCubic: text('Ease in (cubic)', '缓入（三次）', '緩入（三次）'),
  easeOutCubic: text('Ease out (cubic)', '缓出（三次）', '緩出（三次）'),
  easeInOutCubic: text('Ease in-out (cubic)', '缓入缓出（三次）', '緩入緩出（三次）'),
  easeInSine: text('Ease in (sine)', '缓入（正弦）', '緩入（正弦）'),
  easeOutSine: text('Ease out (sine)', '缓出（正弦）', '緩出（正弦）'),
  easeInOutSine: text('Ease in-out (sine)', '缓入缓出（正弦）', '緩入緩出（正弦）'),
});

const EASING_OPTIONS: readonly EnumOption[] = EASING_NAMES.map((name) => ({ value: name, label: EASING_TITLES[name] ?? text(name, name, name) }));

/**
 * The fields of a mover (spec 001 §3 Mover: enable, pause, swing, min, max, base, duration, delay, offset, easing) as
 * descriptors, so a mover is edited with the same property editors as any row. Min, max and base are values of the
 * driven property: they take its display mode and decimals (`valueOf`, e.g. degrees for a rotation). Times are seconds.
 */
export function moverFieldDescriptors(valueOf?: Pick<PropertyDescriptor, 'mode' | 'precision'>): PropertyDescriptor[] {
  const value = { ...(valueOf?.mode && valueOf.mode !== 'enum' ? { mode: valueOf.mode } : {}), ...(valueOf?.precision !== undefined ? { precision: valueOf.precision } : {}) };
  return [
    { name: 'enable', type: 'boolean', rank: 0, propertyGroup: 'animation', default: true, titles: text('Enabled', '启用', '啟用') },
    { name: 'pause', type: 'boolean', rank: 1, propertyGroup: 'animation', default: false, titles: text('Paused', '暂停', '暫停') },
    { name: 'swing', type: 'boolean', rank: 2, propertyGroup: 'animation', default: false, titles: text('Swing', '往返', '往返') },
    { name: 'min', type: 'number', rank: 3, propertyGroup: 'animation', default: 0, ...value, titles: text('Min', '最小值', '最小值') },
    { name: 'max', type: 'number', rank: 4, propertyGroup: 'animation', default: 1, ...value, titles: text('Max', '最大值', '最大值') },
    { name: 'base', type: 'number', rank: 5, propertyGroup: 'animation', default: 0, ...value, titles: text('Base', '基准值', '基準值') },
    { name: 'duration', type: 'number', mode: 'duration', rank: 6, propertyGroup: 'animation', default: 1, min: 0.001, titles: text('Duration', '时长', '時長') },
    { name: 'delay', type: 'number', mode: 'duration', rank: 7, propertyGroup: 'animation', default: 0, min: 0, titles: text('Delay', '延迟', '延遲') },
    { name: 'offset', type: 'number', mode: 'duration', rank: 8, propertyGroup: 'animation', default: 0, titles: text('Offset', '偏移', '偏移') },
    { name: 'easing', type: 'enum', rank: 9, propertyGroup: 'animation', default: 'linear', enum: EASING_OPTIONS, titles: text('Easing', '缓动', '緩動') },
  ];
}

/**
 * The descriptors of a mover child node (type MOVER_NODE_TYPE, spec 001 §3): the path it drives on its parent (shown,
 * not edited: a mover is added on the row of the property it drives), then the mover's fields.
 */
export function moverNodeDescriptors(): PropertyDescriptor[] {
  return [
    { name: 'property', type: 'string', rank: -1, propertyGroup: 'animation', rw: 'r', default: '', titles: text('Driven property', '驱动的属性', '驅動的屬性') },
    // A mover's own fields are constants: a mover does not move another mover.
    ...moverFieldDescriptors().map((d) => ({ ...d, isConst: true })),
  ];
}
