import { titles } from '../../sdk/index.js';
import type { EnumOption, MaterialStageContribution, PropertyDescriptor, StagePoint } from '../../sdk/index.js';

const PICTURE = { family: 'surface', usesTexture: true, supportsFresnel: true } as const;

const TINT: PropertyDescriptor = { name: 'tint', type: 'color3', propertyGroup: 'material', rank: 1, default: { r: 1, g: 1, b: 1 }, titles: titles('Tint', '色调', '色調') };
const INTENSITY: PropertyDescriptor = { name: 'intensity', type: 'number', propertyGroup: 'material', rank: 2, min: 0, max: 100, default: 1, titles: titles('Intensity', '强度', '強度') };

type Graph = Parameters<MaterialStageContribution['compile']>[0];

function tinted(g: Graph, rgb: StagePoint, a: StagePoint): void {
  const out = g.glsl({
    name: 'kTint', code: ['void kTint(vec3 c, vec3 t, float k, out vec3 r) { r = c * t * k; }'],
    inputs: { c: rgb, t: g.color3('tint', (v) => v.color3('tint')), k: g.float('intensity', (v) => v.number('intensity')) },
    outputs: { r: 'Vector3' },
  });
  g.output(out['r'] as StagePoint, a);
}

/** Texture: the stage's picture at its mapped coordinates, tinted. */
export const textureStage: MaterialStageContribution = {
  ...PICTURE, id: 'Texture', order: 1, titles: titles('Texture', '纹理', '紋理'), descriptors: [TINT, INTENSITY],
  compile(g) {
    const s = g.sample();
    tinted(g, s.rgb, s.a);
  },
};

const COMBINE_MODES: readonly EnumOption[] = [
  { value: 0, label: titles('Multiply', '正片叠底', '色彩增值') }, { value: 1, label: titles('Add', '相加', '相加') },
  { value: 2, label: titles('Screen', '滤色', '濾色') }, { value: 3, label: titles('Mix', '混合', '混合') },
];
const COMBINE_CODE: Record<number, string> = { 0: 'r = base * c;', 1: 'r = base + c;', 2: 'r = 1.0 - (1.0 - base) * (1.0 - c);', 3: 'r = mix(base, c, k);' };

/** TextureCombine: the picture combined with the colour below it (multiply, add, screen or mix). */
export const textureCombineStage: MaterialStageContribution = {
  ...PICTURE, id: 'TextureCombine', order: 2, titles: titles('Texture combine', '纹理合成', '紋理合成'), structural: ['mode'],
  descriptors: [
    { name: 'mode', type: 'number', mode: 'enum', enum: COMBINE_MODES, propertyGroup: 'material', rank: 1, default: 0, titles: titles('Mode', '模式', '模式') },
    { name: 'factor', type: 'number', propertyGroup: 'material', rank: 2, min: 0, max: 1, default: 0.5, titles: titles('Factor', '系数', '係數') },
  ],
  compile(g) {
    const mode = COMBINE_CODE[g.values.number('mode')] ? g.values.number('mode') : 0;
    const s = g.sample();
    const out = g.glsl({
      name: `kCombine${mode}`, code: [`void kCombine${mode}(vec3 base, vec3 c, float k, out vec3 r) { ${COMBINE_CODE[mode] ?? ''} }`],
      inputs: { base: g.current('color'), c: s.rgb, k: g.float('factor', (v) => v.number('factor')) }, outputs: { r: 'Vector3' },
    });
    g.output(out['r'] as StagePoint, s.a);
  },
};

/** Sprite: a sheet of frames (columns × rows) played at a frame rate. */
export const spriteStage: MaterialStageContribution = {
  ...PICTURE, id: 'Sprite', order: 3, titles: titles('Sprite', '序列帧', '序列幀'),
  descriptors: [
    { name: 'columns', type: 'number', mode: 'int', propertyGroup: 'material', rank: 1, min: 1, max: 64, default: 4, titles: titles('Columns', '列数', '欄數') },
    { name: 'rows', type: 'number', mode: 'int', propertyGroup: 'material', rank: 2, min: 1, max: 64, default: 4, titles: titles('Rows', '行数', '列數') },
    { name: 'fps', type: 'number', propertyGroup: 'material', rank: 3, min: 0, max: 120, default: 12, titles: titles('Frames per second', '帧率', '影格率') },
  ],
  compile(g) {
    const cell = g.glsl({
      name: 'kSpriteUv',
      code: ['void kSpriteUv(vec2 uv, vec4 p, float t, out vec2 r) { float n = p.x * p.y; float f = mod(floor(t * p.z), n); vec2 c = vec2(mod(f, p.x), p.y - 1.0 - floor(f / p.x)); r = (c + fract(uv)) / p.xy; }'],
      inputs: { uv: g.uv, p: g.vec4('sheet', (v) => [Math.round(v.number('columns')), Math.round(v.number('rows')), v.number('fps'), 0]), t: g.time },
      outputs: { r: 'Vector2' },
    });
    const s = g.sample(cell['r']);
    g.output(s.rgb, s.a);
  },
};

/** Flow: the picture scrolling along u and v over time. */
export const flowStage: MaterialStageContribution = {
  ...PICTURE, id: 'Flow', order: 4, titles: titles('Flow', '流动', '流動'),
  descriptors: [
    { name: 'speedU', type: 'number', propertyGroup: 'material', rank: 1, min: -100, max: 100, default: 0.1, titles: titles('Speed U', 'U 速度', 'U 速度') },
    { name: 'speedV', type: 'number', propertyGroup: 'material', rank: 2, min: -100, max: 100, default: 0, titles: titles('Speed V', 'V 速度', 'V 速度') },
  ],
  compile(g) {
    const uv = g.glsl({
      name: 'kFlowUv', code: ['void kFlowUv(vec2 uv, vec4 s, float t, out vec2 r) { r = fract(uv + s.xy * t); }'],
      inputs: { uv: g.uv, s: g.vec4('speed', (v) => [v.number('speedU'), v.number('speedV'), 0, 0]), t: g.time }, outputs: { r: 'Vector2' },
    });
    const s = g.sample(uv['r']);
    g.output(s.rgb, s.a);
  },
};

/** Interior: a fake room behind the surface, the picture shifted by the view direction (parallax) at a depth. */
export const interiorStage: MaterialStageContribution = {
  ...PICTURE, id: 'Interior', order: 5, titles: titles('Interior', '室内映射', '室內映射'),
  descriptors: [{ name: 'depth', type: 'number', propertyGroup: 'material', rank: 1, min: 0, max: 10, default: 0.5, titles: titles('Depth', '深度', '深度') }],
  compile(g) {
    const uv = g.glsl({
      name: 'kInteriorUv',
      code: ['void kInteriorUv(vec2 uv, vec3 v, vec4 n, float d, out vec2 r) { vec3 nn = normalize(n.xyz); vec3 t = normalize(cross(abs(nn.y) < 0.99 ? vec3(0.0, 1.0, 0.0) : vec3(1.0, 0.0, 0.0), nn)); vec3 b = cross(nn, t); vec3 tv = vec3(dot(v, t), dot(v, b), max(dot(v, nn), 0.05)); r = fract(uv - tv.xy / tv.z * d); }'],
      inputs: { uv: g.uv, v: g.viewDirection, n: g.worldNormal, d: g.float('depth', (v) => v.number('depth')) }, outputs: { r: 'Vector2' },
    });
    const s = g.sample(uv['r']);
    g.output(s.rgb, s.a);
  },
};

/** Every kind of this plugin. */
export const TEXTURE_STAGES = [textureStage, textureCombineStage, spriteStage, flowStage, interiorStage];
