import { titles } from '../../sdk/index.js';
import type { ParticleStageContribution } from '../../sdk/index.js';

/** Sprite renderer: draws each particle as a camera-facing picture (a soft dot unless an image is dropped on it) */
export const spriteRenderer: ParticleStageContribution = {
  id: 'SpriteRenderer', category: 'renderer', order: 10, titles: titles('Sprite', '精灵', '精靈'), pictures: true, render: 'sprite',
  descriptors: [
    { name: 'scale', type: 'number', propertyGroup: 'base', rank: 1, min: 0, max: 1000, default: 1, titles: titles('Size scale', '尺寸倍数', '尺寸倍數') },
    { name: 'blend', type: 'enum', propertyGroup: 'base', rank: 2, default: 'alpha', titles: titles('Blending', '混合', '混合'), enum: [
      { value: 'alpha', label: titles('Alpha', '透明混合', '透明混合') }, { value: 'add', label: titles('Additive', '叠加', '疊加') }] },
    // A sprite sheet, used when the stage's uvSource names a variable that picks the frame (docs/particles.md).
    { name: 'columns', type: 'number', mode: 'int', propertyGroup: 'base', rank: 3, min: 1, max: 64, default: 1, titles: titles('Sheet columns', '图集列数', '圖集欄數') },
    { name: 'rows', type: 'number', mode: 'int', propertyGroup: 'base', rank: 4, min: 1, max: 64, default: 1, titles: titles('Sheet rows', '图集行数', '圖集列數') }],
};
