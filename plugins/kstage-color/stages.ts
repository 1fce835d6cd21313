import { titles } from '../../sdk/index.js';
import type { EnumOption, MaterialStageContribution, PropertyDescriptor, StagePoint } from '../../sdk/index.js';

const SURFACE = { family: 'surface', usesTexture: false, supportsFresnel: true } as const;

const color = (rank: number, def = { r: 1, g: 1, b: 1 }): PropertyDescriptor => ({ name: 'color', type: 'color3', propertyGroup: 'material', rank, default: def, titles: titles('Colour', '颜色', '顏色') });
const alpha = (rank: number): PropertyDescriptor => ({ name: 'alpha', type: 'number', propertyGroup: 'material', rank, min: 0, max: 1, default: 1, titles: titles('Alpha', '透明度', '透明度') });

/** Color: one flat colour and alpha. */
export const colorStage: MaterialStageContribution = {
  ...SURFACE, id: 'Color', order: 10, titles: titles('Color', '颜色', '顏色'), descriptors: [color(1), alpha(2)],
  compile(g) {
    g.output(g.color3('color', (v) => v.color3('color')), g.float('alpha', (v) => v.number('alpha')));
  },
};

/** Rim: a colour rising towards the silhouette (1 − N·V)^power. */
export const rimStage: MaterialStageContribution = {
  ...SURFACE, id: 'Rim', order: 30, titles: titles('Rim', '边缘光', '邊緣光'), supportsFresnel: false,
  descriptors: [
    color(1, { r: 0.3, g: 0.7, b: 1 }),
    { name: 'power', type: 'number', propertyGroup: 'material', rank: 2, min: 0.01, max: 16, default: 2, titles: titles('Power', '指数', '指數') },
    { name: 'intensity', type: 'number', propertyGroup: 'material', rank: 3, min: 0, max: 10, default: 1, titles: titles('Intensity', '强度', '強度') },
  ],
  compile(g) {
    const out = g.glsl({
      name: 'kRim',
      code: ['void kRim(vec3 base, vec3 c, vec4 n, vec3 v, float p, float k, out vec3 r, out float a) { a = clamp(pow(1.0 - clamp(dot(normalize(n.xyz), v), 0.0, 1.0), p) * k, 0.0, 1.0); r = mix(base, c, a); }'],
      inputs: { base: g.current('color'), c: g.color3('color', (v) => v.color3('color')), n: g.worldNormal, v: g.viewDirection, p: g.float('power', (v) => v.number('power')), k: g.float('intensity', (v) => v.number('intensity')) },
      outputs: { r: 'Vector3', a: 'Float' },
    });
    g.output(out['r'] as StagePoint, out['a'] as StagePoint);
  },
};

/** VertexData: the mesh's vertex colours (white when it has none). */
export const vertexDataStage: MaterialStageContribution = {
  ...SURFACE, id: 'VertexData', order: 60, titles: titles('Vertex data', '顶点数据', '頂點資料'), descriptors: [],
  compile(g) {
    const out = g.glsl({ name: 'kVertexColor', code: ['void kVertexColor(vec4 c, out vec3 r, out float a) { r = c.rgb; a = c.a; }'], inputs: { c: g.vertexColor() }, outputs: { r: 'Vector3', a: 'Float' } });
    g.output(out['r'] as StagePoint, out['a'] as StagePoint);
  },
};

/** LightInfo: the scene lights' diffuse intensity at the fragment, as a grey level scaled into a colour. */
export const lightInfoStage: MaterialStageContribution = {
  ...SURFACE, id: 'LightInfo', order: 70, titles: titles('Light info', '光照信息', '光照資訊'), descriptors: [color(1)],
  compile(g) {
    const light = { diffuseOutput: g.sceneLight().diffuse };
    const out = g.glsl({ name: 'kLightInfo', code: ['void kLightInfo(vec3 d, vec3 c, out vec3 r, out float a) { a = clamp(dot(d, vec3(0.299, 0.587, 0.114)), 0.0, 1.0); r = c * a; }'], inputs: { d: light.diffuseOutput, c: g.color3('color', (v) => v.color3('color')) }, outputs: { r: 'Vector3', a: 'Float' } });
    g.output(out['r'] as StagePoint, out['a'] as StagePoint);
  },
};

/** Line: evenly spaced lines across u (and v with grid on), anti-aliased. */
export const lineStage: MaterialStageContribution = {
  ...SURFACE, id: 'Line', order: 80, titles: titles('Line', '线条', '線條'),
  descriptors: [
    color(1, { r: 0, g: 0, b: 0 }),
    { name: 'count', type: 'number', propertyGroup: 'material', rank: 2, min: 1, max: 1000, default: 10, titles: titles('Count', '数量', '數量') },
    { name: 'width', type: 'number', propertyGroup: 'material', rank: 3, min: 0, max: 1, default: 0.05, titles: titles('Width', '宽度', '寬度') },
    { name: 'grid', type: 'boolean', propertyGroup: 'material', rank: 4, default: false, titles: titles('Grid', '网格', '網格') },
  ],
  compile(g) {
    const out = g.glsl({
      name: 'kLine',
      code: [
        'void kLine(vec3 base, vec3 c, vec2 uv, vec4 p, out vec3 r, out float a) {',
        '  vec2 f = abs(fract(uv * p.x) - 0.5) * 2.0; vec2 w = fwidth(uv * p.x) * 2.0 + 1e-4;',
        '  float lu = 1.0 - smoothstep(1.0 - p.y - w.x, 1.0 - p.y, 1.0 - f.x);',
        '  float lv = 1.0 - smoothstep(1.0 - p.y - w.y, 1.0 - p.y, 1.0 - f.y);',
        '  a = p.z > 0.5 ? max(lu, lv) : lu; r = mix(base, c, a);',
        '}',
      ],
      inputs: { base: g.current('color'), c: g.color3('color', (v) => v.color3('color')), uv: g.uv, p: g.vec4('line', (v) => [v.number('count'), v.number('width'), v.boolean('grid') ? 1 : 0, 0]) },
      outputs: { r: 'Vector3', a: 'Float' },
    });
    g.output(out['r'] as StagePoint, out['a'] as StagePoint);
  },
};

/** IdMask: an id picture; where it matches the id colour the mask is 1 (written to the alpha target). */
export const idMaskStage: MaterialStageContribution = {
  id: 'IdMask', family: 'surface', usesTexture: true, supportsFresnel: false, order: 90, titles: titles('ID mask', 'ID 遮罩', 'ID 遮罩'),
  descriptors: [
    { name: 'idColor', type: 'color3', propertyGroup: 'material', rank: 1, default: { r: 1, g: 0, b: 0 }, titles: titles('ID colour', 'ID 颜色', 'ID 顏色') },
    { name: 'tolerance', type: 'number', propertyGroup: 'material', rank: 2, min: 0, max: 1, default: 0.1, titles: titles('Tolerance', '容差', '容差') },
  ],
  compile(g) {
    const s = g.sample();
    const out = g.glsl({
      name: 'kIdMask', code: ['void kIdMask(vec3 base, vec3 id, vec3 want, float tol, out vec3 r, out float a) { a = 1.0 - step(tol, distance(id, want)); r = base; }'],
      inputs: { base: g.current('color'), id: s.rgb, want: g.color3('idColor', (v) => v.color3('idColor')), tol: g.float('tolerance', (v) => v.number('tolerance')) },
      outputs: { r: 'Vector3', a: 'Float' },
    });
    g.output(out['r'] as StagePoint, out['a'] as StagePoint);
  },
};

const PROCEDURES: readonly EnumOption[] = [
  { value: 0, label: titles('Noise', '噪声', '雜訊') }, { value: 1, label: titles('Checker', '棋盘格', '棋盤格') },
  { value: 2, label: titles('Cells', '细胞', '細胞') }, { value: 3, label: titles('Wood', '木纹', '木紋') },
];

const PROCEDURE_CODE: Record<number, string> = {
  0: 'vec2 i = floor(q); vec2 f = fract(q); f = f * f * (3.0 - 2.0 * f); t = mix(mix(kProcHash(i), kProcHash(i + vec2(1.0, 0.0)), f.x), mix(kProcHash(i + vec2(0.0, 1.0)), kProcHash(i + vec2(1.0)), f.x), f.y);',
  1: 't = mod(floor(q.x) + floor(q.y), 2.0);',
  2: 'vec2 i = floor(q); vec2 f = fract(q); float d = 1.0; for (int y = -1; y <= 1; y++) for (int x = -1; x <= 1; x++) { vec2 o = vec2(float(x), float(y)); vec2 c = o + vec2(kProcHash(i + o), kProcHash(i + o + 17.0)); d = min(d, length(c - f)); } t = clamp(d, 0.0, 1.0);',
  3: 't = fract(length(q - 0.5 * p.x) + kProcHash(floor(q * 4.0)) * 0.1);',
};

/** Procedure: a generated pattern (noise, checker, cells, wood) between two colours; the pattern is structural. */
export const procedureStage: MaterialStageContribution = {
  ...SURFACE, id: 'Procedure', order: 40, titles: titles('Procedure', '程序纹理', '程序紋理'), structural: ['pattern'],
  descriptors: [
    { name: 'pattern', type: 'number', mode: 'enum', enum: PROCEDURES, propertyGroup: 'material', rank: 1, default: 0, titles: titles('Pattern', '图案', '圖案') },
    { name: 'scale', type: 'number', propertyGroup: 'material', rank: 2, min: 0.01, max: 1000, default: 8, titles: titles('Scale', '缩放', '縮放') },
    { name: 'colorA', type: 'color3', propertyGroup: 'material', rank: 3, default: { r: 0, g: 0, b: 0 }, titles: titles('Colour A', '颜色 A', '顏色 A') },
    { name: 'colorB', type: 'color3', propertyGroup: 'material', rank: 4, default: { r: 1, g: 1, b: 1 }, titles: titles('Colour B', '颜色 B', '顏色 B') },
  ],
  compile(g) {
    const pattern = PROCEDURE_CODE[g.values.number('pattern')] ? g.values.number('pattern') : 0;
    const code = (PROCEDURE_CODE[pattern] ?? '').replace(/kProcHash/g, `kProcHash${pattern}`);
    const out = g.glsl({
      name: `kProcedure${pattern}`,
      code: [
        `float kProcHash${pattern}(vec2 p) { return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453); }`,
        `void kProcedure${pattern}(vec2 uv, vec3 a, vec3 b, vec4 p, out vec3 r, out float alpha) {`,
        '  vec2 q = uv * p.x; float t = 0.0;',
        `  ${code}`,
        '  r = mix(a, b, t); alpha = 1.0;',
        '}',
      ],
      inputs: { uv: g.uv, a: g.color3('colorA', (v) => v.color3('colorA')), b: g.color3('colorB', (v) => v.color3('colorB')), p: g.vec4('procedure', (v) => [v.number('scale'), 0, 0, 0]) },
      outputs: { r: 'Vector3', alpha: 'Float' },
    });
    g.output(out['r'] as StagePoint, out['alpha'] as StagePoint);
  },
};

/** Every kind of this plugin. */
export const COLOR_STAGES = [colorStage, rimStage, procedureStage, vertexDataStage, lightInfoStage, lineStage, idMaskStage];
