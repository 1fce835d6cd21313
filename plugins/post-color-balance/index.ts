import { definePlugin, definePostProcess, titles } from '../../sdk/index.js';
import type { Color3Value } from '../../sdk/index.js';
import { COLOR_BALANCE_FRAGMENT, COLOR_BALANCE_SHADER } from './color-balance-shader.js';

/** Colour balance: hue, saturation, lift, gain, offset and tint (spec 001 §3), as a shader of this plugin. */
export const colorBalance = definePostProcess({
  id: 'ColorBalancePostProcess',
  titles: titles('Colour balance', '色彩平衡', '色彩平衡'),
  order: 130,
  descriptors: [
    { name: 'hue', type: 'number', mode: 'radian', propertyGroup: 'render', rank: 1, min: -Math.PI, max: Math.PI, default: 0, titles: titles('Hue', '色相', '色相') },
    { name: 'saturation', type: 'number', propertyGroup: 'render', rank: 2, min: 0, max: 2, precision: 2, default: 1, titles: titles('Saturation', '饱和度', '飽和度') },
    { name: 'lift', type: 'color3', propertyGroup: 'render', rank: 3, default: { r: 0, g: 0, b: 0 }, titles: titles('Lift', '暗部', '暗部') },
    { name: 'gain', type: 'color3', propertyGroup: 'render', rank: 4, default: { r: 1, g: 1, b: 1 }, titles: titles('Gain', '亮部', '亮部') },
    { name: 'offset', type: 'color3', propertyGroup: 'render', rank: 5, default: { r: 0, g: 0, b: 0 }, titles: titles('Offset', '偏移', '偏移') },
    { name: 'tint', type: 'color3', propertyGroup: 'render', rank: 6, default: { r: 1, g: 1, b: 1 }, titles: titles('Tint', '着色', '著色') },
  ],
  create(props, { shaderPass }) {
    const values: { hue: number; saturation: number; colors: Record<'lift' | 'gain' | 'offset' | 'tint', Color3Value> } = {
      hue: 0, saturation: 1, colors: { lift: { r: 0, g: 0, b: 0 }, gain: { r: 1, g: 1, b: 1 }, offset: { r: 0, g: 0, b: 0 }, tint: { r: 1, g: 1, b: 1 } },
    };
    const apply = (p: typeof props) => {
      values.hue = p.number('hue');
      values.saturation = p.number('saturation');
      for (const key of ['lift', 'gain', 'offset', 'tint'] as const) values.colors[key] = p.color3(key);
    };
    apply(props);
    const pass = shaderPass({
      name: COLOR_BALANCE_SHADER, fragment: COLOR_BALANCE_FRAGMENT, uniforms: ['lift', 'gain', 'offset', 'tint', 'hue', 'saturation'],
      apply: (set) => {
        set.float('hue', values.hue);
        set.float('saturation', values.saturation);
        for (const [key, c] of Object.entries(values.colors)) set.float3(key, c.r, c.g, c.b);
      },
    });
    return { update: apply, dispose: () => pass.dispose() };
  },
});

export default definePlugin({ id: 'builtin.post-color-balance', contributes: [colorBalance] });
