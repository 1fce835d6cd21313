import type { BuiltinTitles } from '../../../../sdk/contract/resource.js';

type Row = readonly [en: string, zhCN: string, zhTW: string];

// Titles of every built-in catalogue item in the three interface languages, by list and name. The names stay the
// stable ids (urls, test ids, saved references); the titles are what people read.
const TITLES: Readonly<Record<string, Readonly<Record<string, Row>>>> = {
  image: {
    checker: ['Checker', '棋盘格', '棋盤格'], grid: ['Grid', '网格', '網格'], bricks: ['Bricks', '砖墙', '磚牆'],
    gradient: ['Gradient', '渐变', '漸層'], 'normal-flat': ['Flat normal map', '平面法线贴图', '平面法線貼圖'], noise: ['Noise', '噪点', '雜訊'],
  },
  hdr: { sky: ['Sky', '天空', '天空'], studio: ['Studio', '摄影棚', '攝影棚'], sunset: ['Sunset', '日落', '日落'] },
  material: {
    'plastic-red': ['Red plastic', '红色塑料', '紅色塑膠'], 'plastic-white': ['White plastic', '白色塑料', '白色塑膠'], gold: ['Gold', '黄金', '黃金'],
    steel: ['Steel', '钢', '鋼'], rubber: ['Rubber', '橡胶', '橡膠'], copper: ['Copper', '铜', '銅'], bricks: ['Bricks', '砖墙', '磚牆'],
  },
  'simple-material': {
    white: ['White', '白色', '白色'], grey: ['Grey', '灰色', '灰色'], red: ['Red', '红色', '紅色'], green: ['Green', '绿色', '綠色'], blue: ['Blue', '蓝色', '藍色'],
  },
  light: { sun: ['Sun', '太阳光', '太陽光'], sky: ['Sky light', '天空光', '天空光'], bulb: ['Bulb', '灯泡', '燈泡'], spot: ['Spotlight', '聚光灯', '聚光燈'] },
  model: { box: ['Box', '立方体', '立方體'], sphere: ['Sphere', '球体', '球體'], plane: ['Plane', '平面', '平面'] },
  particle: {
    fire: ['Fire', '火焰', '火焰'], smoke: ['Smoke', '烟雾', '煙霧'], sparks: ['Sparks', '火花', '火花'], rain: ['Rain', '雨', '雨'], snow: ['Snow', '雪', '雪'],
  },
  lut: {
    identity: ['Neutral', '原色', '原色'], warm: ['Warm', '暖色', '暖色'], cool: ['Cool', '冷色', '冷色'], sepia: ['Sepia', '怀旧', '懷舊'],
    contrast: ['High contrast', '高对比度', '高對比度'], mono: ['Black and white', '黑白', '黑白'],
  },
  'info-point': {
    'general-blue': ['General · blue', '通用 · 蓝色', '通用 · 藍色'], 'general-green': ['General · green', '通用 · 绿色', '通用 · 綠色'],
    'general-grey': ['General · grey', '通用 · 灰色', '通用 · 灰色'], 'alert-red': ['Alert · red', '告警 · 红色', '告警 · 紅色'],
    'alert-orange': ['Alert · orange', '告警 · 橙色', '告警 · 橙色'], 'alert-yellow': ['Alert · yellow', '告警 · 黄色', '告警 · 黃色'],
    'device-cyan': ['Device · cyan', '设备 · 青色', '設備 · 青色'], 'device-purple': ['Device · purple', '设备 · 紫色', '設備 · 紫色'],
  },
};

/** The three-language title of a built-in item; throws for an item without one (a test lists every item). */
export function builtinTitles(list: string, name: string): BuiltinTitles {
  const row = TITLES[list]?.[name];
  if (!row) throw new Error(`The built-in ${list} '${name}' has no titles in builtin-titles.ts`);
  return { en: row[0], 'zh-CN': row[1], 'zh-TW': row[2] };
}
