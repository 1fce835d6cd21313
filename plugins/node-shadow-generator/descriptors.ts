import { titles } from '../../sdk/index.js';
import type { EnumOption, PropertyDescriptor } from '../../sdk/index.js';

/** Shadow map sizes (spec 001 §9); 8192 is flagged 'use with caution'. */
export const SHADOW_MAP_SIZES: readonly EnumOption[] = [256, 512, 1024, 2048, 4096].map((size) => ({ value: size, label: titles(String(size), String(size), String(size)) }))
  .concat([{ value: 8192, label: titles('8192 (use with caution)', '8192（谨慎使用）', '8192（謹慎使用）') }]);

/** Shadow refresh rates: Babylon's refreshRate (frames between renders of the shadow map). */
export const SHADOW_REFRESH_RATES: readonly EnumOption[] = [
  { value: 1, label: titles('Every frame', '每帧', '每幀') },
  { value: 2, label: titles('Every other frame', '每隔一帧', '每隔一幀') },
  { value: 8, label: titles('Every 8 frames', '每 8 帧', '每 8 幀') },
];

/** Default bias for a shadow generator under a light of this class (spec 001 §3). */
export function defaultShadowBias(lightClass: string | undefined): number {
  return lightClass === 'DirectionalLight' ? 0.005 : 0.00001;
}

/** The shadow generator's descriptor table. */
export const SHADOW_GENERATOR_DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'mapSize', type: 'enum', enum: SHADOW_MAP_SIZES, propertyGroup: 'shadow', rank: 1, default: 1024, isConst: true, titles: titles('Map size', '贴图尺寸', '貼圖尺寸') },
  { name: 'bias', type: 'number', propertyGroup: 'shadow', rank: 2, min: 0, max: 1, precision: 5, step: 0.0001, default: 0.005, titles: titles('Bias', '偏移', '偏移') },
  { name: 'darkness', type: 'number', mode: 'percent', propertyGroup: 'shadow', rank: 3, min: 0, max: 1, default: 0.4, titles: titles('Darkness', '暗度', '暗度') },
  { name: 'transparencyShadow', type: 'boolean', propertyGroup: 'shadow', rank: 4, default: true, titles: titles('Transparency shadow', '透明阴影', '透明陰影') },
  { name: 'autoDepthBounds', type: 'boolean', propertyGroup: 'shadow', rank: 5, default: true, titles: titles('Automatic depth bounds', '自动深度范围', '自動深度範圍') },
  { name: 'refreshRate', type: 'enum', enum: SHADOW_REFRESH_RATES, propertyGroup: 'shadow', rank: 6, default: 1, titles: titles('Refresh', '刷新频率', '更新頻率') },
  { name: 'blur', type: 'boolean', propertyGroup: 'shadow', rank: 7, default: true, titles: titles('Soft edges', '柔和边缘', '柔和邊緣') },
];
