import { ALLOWED_ORIGINS_PROP, LIVE_DATA_PROP, titles } from '../../sdk/index.js';
import type { EnumOption, PropertyDescriptor } from '../../sdk/index.js';
import { SKY_PRESETS } from './sky-presets.js';

/** Sky modes: plain colour, a procedural preset, or an HDR environment. */
export const SKY_MODES: readonly EnumOption[] = [
  { value: 'none', label: titles('None', '无', '無') },
  { value: 'preset', label: titles('Sky preset', '天空预设', '天空預設') },
  { value: 'hdr', label: titles('HDR environment', 'HDR 环境', 'HDR 環境') },
];

/**
 * The Scene root's descriptor table (spec 001 §3: render size, background, foreground, fog, sky). A render width and height
 * of 0 (the default) follow the viewport panel's size; both set fix the render resolution (the viewport letterboxes it).
 */
export const SCENE_DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'renderWidth', type: 'int', mode: 'int', propertyGroup: 'render', rank: 1, min: 0, max: 16384, default: 0, isConst: true, titles: titles('Render width', '渲染宽度', '渲染寬度') },
  { name: 'renderHeight', type: 'int', mode: 'int', propertyGroup: 'render', rank: 2, min: 0, max: 16384, default: 0, isConst: true, titles: titles('Render height', '渲染高度', '渲染高度') },
  { name: 'backgroundColor', type: 'color3', propertyGroup: 'background', rank: 1, default: { r: 0.2, g: 0.22, b: 0.26 }, titles: titles('Background colour', '背景颜色', '背景顏色') },
  { name: 'backgroundImage', type: 'texture', propertyGroup: 'background', rank: 2, default: '', titles: titles('Background image', '背景图片', '背景圖片') },
  { name: 'foregroundImage', type: 'texture', propertyGroup: 'foreground', rank: 1, default: '', titles: titles('Foreground image', '前景图片', '前景圖片') },
  { name: 'foregroundAlpha', type: 'number', mode: 'percent', propertyGroup: 'foreground', rank: 2, min: 0, max: 1, default: 1, titles: titles('Foreground opacity', '前景不透明度', '前景不透明度') },
  { name: 'fogEnabled', type: 'boolean', propertyGroup: 'fog', rank: 1, default: false, titles: titles('Fog', '雾', '霧') },
  { name: 'fogColor', type: 'color3', propertyGroup: 'fog', rank: 2, default: { r: 0.8, g: 0.85, b: 0.9 }, titles: titles('Fog colour', '雾颜色', '霧顏色') },
  { name: 'fogAmount', type: 'number', mode: 'percent', propertyGroup: 'fog', rank: 3, min: 0, max: 1, default: 0.1, titles: titles('Fog amount', '雾浓度', '霧濃度') },
  { name: 'skyMode', type: 'enum', enum: SKY_MODES, propertyGroup: 'sky', rank: 1, default: 'none', titles: titles('Sky', '天空', '天空') },
  {
    name: 'skyPreset', type: 'enum', enum: SKY_PRESETS.map((p) => ({ value: p.id, label: p.titles })), propertyGroup: 'sky', rank: 2,
    default: SKY_PRESETS[0].id, titles: titles('Sky preset', '天空预设', '天空預設'),
  },
  { name: 'environmentUrl', type: 'texture', propertyGroup: 'sky', rank: 3, default: '', options: { environment: true }, titles: titles('Environment (HDR)', '环境贴图 (HDR)', '環境貼圖 (HDR)') },
  { name: 'environmentIntensity', type: 'number', propertyGroup: 'sky', rank: 4, min: 0, max: 10, default: 1, titles: titles('Environment intensity', '环境强度', '環境強度') },
  { name: 'skyboxVisible', type: 'boolean', propertyGroup: 'sky', rank: 5, default: true, titles: titles('Show sky box', '显示天空盒', '顯示天空盒') },
  {
    name: ALLOWED_ORIGINS_PROP, type: 'text', propertyGroup: 'interaction', rank: 1, default: '',
    titles: titles('Logic: allowed data origins', '逻辑：允许的数据来源', '邏輯：允許的資料來源'),
  },
  // Live data (sdk/live-data): sources and bindings, edited in the live-data panel, not as a row.
  { name: LIVE_DATA_PROP, type: 'json', propertyGroup: 'interaction', rank: 2, hide: true, default: { sources: [], bindings: [] }, titles: titles('Live data', '实时数据', '即時資料') },
  { name: 'ambientColor', type: 'color3', propertyGroup: 'render', rank: 3, default: { r: 0, g: 0, b: 0 }, titles: titles('Ambient colour', '环境光颜色', '環境光顏色') },
];
