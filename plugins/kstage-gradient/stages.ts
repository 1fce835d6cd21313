import { titles } from '../../sdk/index.js';
import type { EnumOption, MaterialStageContribution, PropertyDescriptor, StagePoint } from '../../sdk/index.js';

const COLORS: readonly PropertyDescriptor[] = [
  { name: 'colorA', type: 'color3', propertyGroup: 'material', rank: 1, default: { r: 0, g: 0, b: 0 }, titles: titles('Start colour', '起始颜色', '起始顏色') },
  { name: 'colorB', type: 'color3', propertyGroup: 'material', rank: 2, default: { r: 1, g: 1, b: 1 }, titles: titles('End colour', '结束颜色', '結束顏色') },
  { name: 'alphaA', type: 'number', propertyGroup: 'material', rank: 3, min: 0, max: 1, default: 1, titles: titles('Start alpha', '起始透明度', '起始透明度') },
  { name: 'alphaB', type: 'number', propertyGroup: 'material', rank: 4, min: 0, max: 1, default: 1, titles: titles('End alpha', '结束透明度', '結束透明度') },
];

const GRADIENT_MODES: readonly EnumOption[] = [
  { value: 0, label: titles('Linear', '线性', '線性') }, { value: 1, label: titles('Radial', '径向', '徑向') },
];

const AXES: readonly EnumOption[] = [
  { value: 0, label: titles('X', 'X', 'X') }, { value: 1, label: titles('Y', 'Y', 'Y') }, { value: 2, label: titles('Z', 'Z', 'Z') },
];

/** Gradient: two colours along the stage's uv, linear at an angle or radial from the centre. */
export const gradientStage: MaterialStageContribution = {
  id: 'Gradient', family: 'surface', order: 20, usesTexture: false, supportsFresnel: true,
  titles: titles('Gradient', '渐变', '漸變'),
  descriptors: [
    ...COLORS,
    { name: 'mode', type: 'number', mode: 'enum', enum: GRADIENT_MODES, propertyGroup: 'material', rank: 5, default: 0, titles: titles('Mode', '模式', '模式') },
    { name: 'angle', type: 'number', mode: 'radian', propertyGroup: 'material', rank: 6, default: 0, titles: titles('Angle', '角度', '角度') },
  ],
  compile(g) {
    const out = g.glsl({
      name: 'kGradientT',
      code: [
        'void kGradientT(vec2 uv, float angle, float radial, out float t) {',
        '  vec2 p = uv - 0.5; vec2 d = vec2(cos(angle), sin(angle));',
        '  t = radial > 0.5 ? clamp(length(p) * 2.0, 0.0, 1.0) : clamp(dot(p, d) + 0.5, 0.0, 1.0);',
        '}',
      ],
      inputs: { uv: g.uv, angle: g.float('angle', (v) => v.number('angle')), radial: g.float('radial', (v) => v.number('mode')) },
      outputs: { t: 'Float' },
    });
    emitTwoColors(g, out['t'] as StagePoint);
  },
};

/** 3D gradient: two colours along a local axis between two heights. */
export const gradient3dStage: MaterialStageContribution = {
  id: '3DGradient', family: 'surface', order: 25, usesTexture: false, supportsFresnel: true,
  titles: titles('3D gradient', '3D 渐变', '3D 漸變'),
  descriptors: [
    ...COLORS,
    { name: 'axis', type: 'number', mode: 'enum', enum: AXES, propertyGroup: 'material', rank: 5, default: 1, titles: titles('Axis', '轴向', '軸向') },
    { name: 'from', type: 'number', propertyGroup: 'material', rank: 6, default: -0.5, titles: titles('From', '起点', '起點') },
    { name: 'to', type: 'number', propertyGroup: 'material', rank: 7, default: 0.5, titles: titles('To', '终点', '終點') },
  ],
  compile(g) {
    const axis = g.vec4('axis', (v) => {
      const a = v.number('axis');
      return [a === 0 ? 1 : 0, a === 1 ? 1 : 0, a === 2 ? 1 : 0, 0];
    });
    const range = g.vec4('range', (v) => [v.number('from'), v.number('to'), 0, 0]);
    const out = g.glsl({
      name: 'kGradient3dT',
      code: ['void kGradient3dT(vec3 p, vec4 axis, vec4 range, out float t) { float x = dot(p, axis.xyz); t = clamp((x - range.x) / max(range.y - range.x, 1e-5), 0.0, 1.0); }'],
      inputs: { p: g.localPosition, axis, range },
      outputs: { t: 'Float' },
    });
    emitTwoColors(g, out['t'] as StagePoint);
  },
};

function emitTwoColors(g: Parameters<MaterialStageContribution['compile']>[0], t: StagePoint): void {
  const out = g.glsl({
    name: 'kTwoColors',
    code: ['void kTwoColors(vec3 a, vec3 b, vec4 al, float t, out vec3 r, out float alpha) { r = mix(a, b, t); alpha = mix(al.x, al.y, t); }'],
    inputs: { a: g.color3('colorA', (v) => v.color3('colorA')), b: g.color3('colorB', (v) => v.color3('colorB')), al: g.vec4('alphas', (v) => [v.number('alphaA'), v.number('alphaB'), 0, 0]), t },
    outputs: { r: 'Vector3', alpha: 'Float' },
  });
  g.output(out['r'] as StagePoint, out['alpha'] as StagePoint);
}

/** Every kind of this plugin. */
export const GRADIENT_STAGES = [gradientStage, gradient3dStage];
