import type { EnumOption } from './descriptor.js';

function option(value: number, en: string, zhCN: string, zhTW: string): EnumOption {
  return { value, label: { en, 'zh-CN': zhCN, 'zh-TW': zhTW } };
}

/** Quality scale (spec 001 §9): 1 High, 0.5 Medium, 0.2 Low, 0.1 Poor. */
export const QUALITY_SCALE_OPTIONS: readonly EnumOption[] = [
  option(1, 'High', '高', '高'), option(0.5, 'Medium', '中', '中'), option(0.2, 'Low', '低', '低'), option(0.1, 'Poor', '很低', '很低'),
];

/** Bloom and glow texture scale (spec 001 §9): the quality scale's values. */
export const BLOOM_SCALE_OPTIONS: readonly EnumOption[] = QUALITY_SCALE_OPTIONS;

/** SSAO and GTAO samples (spec 001 §9): 8 Low, 16 Medium, 32 High. */
export const AO_SAMPLES_OPTIONS: readonly EnumOption[] = [
  option(8, 'Low (8)', '低 (8)', '低 (8)'), option(16, 'Medium (16)', '中 (16)', '中 (16)'), option(32, 'High (32)', '高 (32)', '高 (32)'),
];

/** Probe and sky render sizes (spec 001 §9): 128 Low, 256 Medium, 512 High. */
export const PROBE_SIZE_OPTIONS: readonly EnumOption[] = [
  option(128, 'Low (128)', '低 (128)', '低 (128)'), option(256, 'Medium (256)', '中 (256)', '中 (256)'), option(512, 'High (512)', '高 (512)', '高 (512)'),
];

/** Mirror quality (spec 001 §9): 1, 0.5, 0.25. */
export const MIRROR_QUALITY_OPTIONS: readonly EnumOption[] = [
  option(1, 'High', '高', '高'), option(0.5, 'Medium', '中', '中'), option(0.25, 'Low', '低', '低'),
];

/** Depth-of-field blur level (spec 001 §9): 0 Low, 1 Medium, 2 High. */
export const BLUR_LEVEL_OPTIONS: readonly EnumOption[] = [
  option(0, 'Low', '低', '低'), option(1, 'Medium', '中', '中'), option(2, 'High', '高', '高'),
];

/** Tone-mapping operators (spec 001 §9), values 1–6. */
export const TONE_MAPPING_OPERATOR_OPTIONS: readonly EnumOption[] = [
  option(1, 'Reinhard', 'Reinhard', 'Reinhard'),
  option(2, 'Heji-Dawson', 'Heji-Dawson', 'Heji-Dawson'),
  option(3, 'Photographic', '摄影', '攝影'),
  option(4, 'ACES Filmic', 'ACES 电影', 'ACES 電影'),
  option(5, 'AgX', 'AgX', 'AgX'),
  option(6, 'PBR Neutral', 'PBR 中性', 'PBR 中性'),
];
