import { PBRMetallicRoughnessBlock } from '@babylonjs/core/Materials/Node/Blocks/PBR/pbrMetallicRoughnessBlock.js';
import { titles } from '../../sdk/index.js';
import type { MaterialStageContribution, StagePoint } from '../../sdk/index.js';

const LIGHT = { family: 'light', usesTexture: false, supportsFresnel: false } as const;

/** No light: the channel's colour as it is, plus emissive. */
export const noLightStage: MaterialStageContribution = {
  ...LIGHT, id: 'NoLight', order: 200, titles: titles('No light', '无光照', '無光照'), descriptors: [],
  compile(g) {
    const out = g.glsl({ name: 'kNoLight', code: ['void kNoLight(vec3 c, vec3 e, out vec3 r) { r = c + e; }'], inputs: { c: g.current('color'), e: g.current('emissive') }, outputs: { r: 'Vector3' } });
    g.lit(out['r'] as StagePoint);
  },
};

/** Emissive: the colour glows at an intensity, unlit. */
export const emissiveStage: MaterialStageContribution = {
  ...LIGHT, id: 'Emissive', order: 210, titles: titles('Emissive', '自发光', '自發光'),
  descriptors: [{ name: 'intensity', type: 'number', propertyGroup: 'material', rank: 1, min: 0, max: 100, default: 1, titles: titles('Intensity', '强度', '強度') }],
  compile(g) {
    const k = g.float('intensity', (v) => v.number('intensity'));
    const out = g.glsl({ name: 'kEmissive', code: ['void kEmissive(vec3 c, vec3 e, float k, out vec3 r) { r = c * k + e; }'], inputs: { c: g.current('color'), e: g.current('emissive'), k }, outputs: { r: 'Vector3' } });
    g.lit(out['r'] as StagePoint);
  },
};

/** Base light: diffuse light of the scene's lights plus an ambient floor. */
export const baseLightStage: MaterialStageContribution = {
  ...LIGHT, id: 'BaseLight', order: 220, titles: titles('Base light', '基础光照', '基礎光照'),
  descriptors: [{ name: 'ambient', type: 'color3', propertyGroup: 'material', rank: 1, default: { r: 0.1, g: 0.1, b: 0.1 }, titles: titles('Ambient', '环境光', '環境光') }],
  compile(g) {
    const { diffuse } = g.sceneLight();
    const ambient = g.color3('ambient', (v) => v.color3('ambient'));
    const out = g.glsl({ name: 'kBaseLight', code: ['void kBaseLight(vec3 c, vec3 d, vec3 a, vec3 e, out vec3 r) { r = c * (d + a) + e; }'], inputs: { c: g.current('color'), d: diffuse, a: ambient, e: g.current('emissive') }, outputs: { r: 'Vector3' } });
    g.lit(out['r'] as StagePoint);
  },
};

/** Phong: diffuse and specular highlights (glossiness scaled by the channel's gloss). */
export const phongStage: MaterialStageContribution = {
  ...LIGHT, id: 'Phong', order: 230, titles: titles('Phong', 'Phong 光照', 'Phong 光照'),
  descriptors: [
    { name: 'specularColor', type: 'color3', propertyGroup: 'material', rank: 1, default: { r: 1, g: 1, b: 1 }, titles: titles('Specular colour', '高光颜色', '高光顏色') },
    { name: 'glossiness', type: 'number', propertyGroup: 'material', rank: 2, min: 0, max: 1, default: 0.5, titles: titles('Glossiness', '光泽度', '光澤度') },
    { name: 'ambient', type: 'color3', propertyGroup: 'material', rank: 3, default: { r: 0.1, g: 0.1, b: 0.1 }, titles: titles('Ambient', '环境光', '環境光') },
  ],
  compile(g) {
    const gloss = g.glsl({ name: 'kGloss', code: ['void kGloss(float a, float b, out float r) { r = a * b; }'], inputs: { a: g.float('glossiness', (v) => v.number('glossiness')), b: g.current('gloss') }, outputs: { r: 'Float' } });
    const spec = g.glsl({ name: 'kSpecTint', code: ['void kSpecTint(vec3 a, vec3 b, out vec3 r) { r = a * b; }'], inputs: { a: g.color3('specularColor', (v) => v.color3('specularColor')), b: g.current('specular') }, outputs: { r: 'Vector3' } });
    const { diffuse, specular } = g.sceneLight({ glossiness: gloss['r'] as StagePoint, specularColor: spec['r'] as StagePoint });
    const ambient = g.color3('ambient', (v) => v.color3('ambient'));
    const out = g.glsl({ name: 'kPhong', code: ['void kPhong(vec3 c, vec3 d, vec3 s, vec3 a, vec3 e, out vec3 r) { r = c * (d + a) + s + e; }'], inputs: { c: g.current('color'), d: diffuse, s: specular, a: ambient, e: g.current('emissive') }, outputs: { r: 'Vector3' } });
    g.lit(out['r'] as StagePoint);
  },
};

/** PBR: metallic / roughness (spec 001 §3 PBR fields; limits of §5). Works in linear colour. */
export const pbrStage: MaterialStageContribution = {
  ...LIGHT, id: 'PBR', order: 240, pbr: true, titles: titles('PBR', 'PBR 光照', 'PBR 光照'),
  descriptors: [
    { name: 'metallic', type: 'number', propertyGroup: 'material', rank: 1, min: 0, max: 1, default: 0, titles: titles('Metallic', '金属度', '金屬度') },
    { name: 'roughness', type: 'number', propertyGroup: 'material', rank: 2, min: 0, max: 1, default: 0.5, titles: titles('Roughness', '粗糙度', '粗糙度') },
    { name: 'specularR0', type: 'number', propertyGroup: 'material', rank: 3, min: 0, max: 1, default: 0.04, titles: titles('Specular R0', '镜面反射率 R0', '鏡面反射率 R0') },
    { name: 'specularTint', type: 'number', propertyGroup: 'material', rank: 4, min: 0, max: 1, default: 0, titles: titles('Specular tint', '高光染色', '高光染色') },
    { name: 'indexOfRefraction', type: 'number', propertyGroup: 'material', rank: 5, min: 1, max: 3.5, default: 1.5, titles: titles('Index of refraction', '折射率', '折射率') },
    { name: 'opacity', type: 'number', propertyGroup: 'material', rank: 6, min: 0, max: 1, default: 1, titles: titles('Opacity', '不透明度', '不透明度') },
  ],
  compile(g) {
    // One PBR block per node material: a second PBR channel is lit by the shared light block instead.
    if (!g.claim('pbr')) {
      const { diffuse, specular } = g.sceneLight();
      const out = g.glsl({ name: 'kPbrFallback', code: ['void kPbrFallback(vec3 c, vec3 d, vec3 s, vec3 e, out vec3 r) { r = c * d + s + e; }'], inputs: { c: g.current('color'), d: diffuse, s: specular, e: g.current('emissive') }, outputs: { r: 'Vector3' } });
      g.lit(out['r'] as StagePoint);
      return;
    }
    const pbr = new PBRMetallicRoughnessBlock('kPbr');
    g.worldPosition.connectTo(pbr.worldPosition);
    g.worldNormal.connectTo(pbr.worldNormal);
    g.view.connectTo(pbr.view);
    g.cameraPosition.connectTo(pbr.cameraPosition);
    g.current('color').connectTo(pbr.baseColor);
    const factors = g.glsl({
      name: 'kPbrFactors',
      code: ['void kPbrFactors(float m, float mf, float r, float rf, float o, float a, out float mo, out float ro, out float oo) { mo = m * mf; ro = r * rf; oo = o * a; }'],
      inputs: { m: g.float('metallic', (v) => v.number('metallic')), mf: g.current('metallic'), r: g.float('roughness', (v) => v.number('roughness')), rf: g.current('roughness'), o: g.float('opacity', (v) => v.number('opacity')), a: g.current('alpha') },
      outputs: { mo: 'Float', ro: 'Float', oo: 'Float' },
    });
    (factors['mo'] as StagePoint).connectTo(pbr.metallic);
    (factors['ro'] as StagePoint).connectTo(pbr.roughness);
    (factors['oo'] as StagePoint).connectTo(pbr.opacity);
    g.float('indexOfRefraction', (v) => v.number('indexOfRefraction')).connectTo(pbr.indexOfRefraction);
    g.shareLight({ diffuse: pbr.diffuseDir, specular: pbr.specularDir });
    const out = g.glsl({ name: 'kPbrOut', code: ['void kPbrOut(vec3 l, vec3 e, out vec3 r) { r = l + e; }'], inputs: { l: pbr.lighting, e: g.current('emissive') }, outputs: { r: 'Vector3' } });
    g.lit(out['r'] as StagePoint, factors['oo']);
  },
};

/** Incidence light: brightest where the surface faces the camera. */
export const incidenceStage: MaterialStageContribution = {
  ...LIGHT, id: 'IncidenceLight', order: 250, titles: titles('Incidence light', '入射光', '入射光'),
  descriptors: [{ name: 'power', type: 'number', propertyGroup: 'material', rank: 1, min: 0.01, max: 16, default: 1, titles: titles('Power', '指数', '指數') }],
  compile(g) {
    const power = g.float('power', (v) => v.number('power'));
    const out = g.glsl({ name: 'kIncidence', code: ['void kIncidence(vec3 c, vec3 e, vec4 n, vec3 v, float p, out vec3 r) { r = c * pow(clamp(dot(normalize(n.xyz), v), 0.0, 1.0), p) + e; }'], inputs: { c: g.current('color'), e: g.current('emissive'), n: g.worldNormal, v: g.viewDirection, p: power }, outputs: { r: 'Vector3' } });
    g.lit(out['r'] as StagePoint);
  },
};

/** Every light kind, in menu order. */
export const LIGHT_STAGES = [noLightStage, emissiveStage, baseLightStage, phongStage, pbrStage, incidenceStage];
