import type { NodeMaterialConnectionPoint } from '@babylonjs/core/Materials/Node/nodeMaterialBlockConnectionPoint.js';
import { NodeMaterialBlockConnectionPointTypes } from '@babylonjs/core/Materials/Node/Enums/nodeMaterialBlockConnectionPointTypes.js';
import type { KStage } from '../../sdk/index.js';
import type { GraphNodes } from './graph-nodes.js';

type Point = NodeMaterialConnectionPoint;

/** Where a stage's raw coordinates come from (uv sets, planar projections, matcap, panorama). */
function rawUv(nodes: GraphNodes, stage: KStage, normal: Point): Point {
  if (stage.isCube) {
    return nodes.glsl({
      name: 'kPanoramaUv',
      code: [
        'void kPanoramaUv(vec3 v, vec4 n, out vec2 r) {',
        '  vec3 d = reflect(-v, normalize(n.xyz));',
        '  r = vec2(atan(d.z, d.x) / 6.2831853 + 0.5, asin(clamp(d.y, -1.0, 1.0)) / 3.14159265 + 0.5);',
        '}',
      ],
      inputs: { v: nodes.viewDirection, n: normal },
      outputs: { r: 'Vector2' },
    })['r'] as Point;
  }
  switch (stage.uvMode) {
    case 1: case 2: case 3: {
      const swizzle = stage.uvMode === 1 ? 'xy' : stage.uvMode === 2 ? 'xz' : 'zy';
      return nodes.glsl({
        name: `kPlanar${swizzle}`,
        code: [`void kPlanar${swizzle}(vec3 p, out vec2 r) { r = p.${swizzle} + 0.5; }`],
        inputs: { p: nodes.localPosition },
        outputs: { r: 'Vector2' },
      })['r'] as Point;
    }
    case 4:
      return nodes.glsl({
        name: 'kMatcapUv',
        code: ['void kMatcapUv(vec4 n, mat4 view, out vec2 r) { vec3 vn = normalize((view * vec4(n.xyz, 0.0)).xyz); r = vn.xy * 0.5 + 0.5; }'],
        inputs: { n: normal, view: nodes.view },
        outputs: { r: 'Vector2' },
      })['r'] as Point;
    default:
      return nodes.attribute(stage.uvSource === 1 ? 'uv2' : 'uv', NodeMaterialBlockConnectionPointTypes.Vector2);
  }
}

const WRAP_CODE: Record<number, string> = {
  0: 'r = clamp(p, 0.0, 1.0); m = 1.0;',
  1: 'r = fract(p); m = 1.0;',
  2: 'r = 1.0 - abs(mod(p, 2.0) - 1.0); m = 1.0;',
  6: 'vec2 cell = floor(p); vec2 f = fract(p) - 0.5; float k = mod(cell.x + cell.y, 4.0);'
    + ' f = k < 1.0 ? f : k < 2.0 ? vec2(-f.y, f.x) : k < 3.0 ? -f : vec2(f.y, -f.x); r = f + 0.5; m = 1.0;',
  7: 'vec2 cell = floor(p); vec2 f = fract(p) - 0.5; float h = fract(sin(dot(cell, vec2(12.9898, 78.233))) * 43758.5453);'
    + ' float k = floor(h * 4.0); f = k < 1.0 ? f : k < 2.0 ? vec2(-f.y, f.x) : k < 3.0 ? -f : vec2(f.y, -f.x);'
    + ' f.x = fract(h * 7.0) < 0.5 ? f.x : -f.x; r = f + 0.5; m = 1.0;',
  8: 'r = p; m = step(0.0, p.x) * step(p.x, 1.0) * step(0.0, p.y) * step(p.y, 1.0);',
};

/**
 * A stage's coordinates: raw, then what earlier stages of the channel ask (`adjust`: variables, flow), then the mapping
 * (uniforms `m0`, `m1`), then the wrap mode; and the crop mask.
 */
export function stageUv(nodes: GraphNodes, stage: KStage, normal: Point, m0: Point, m1: Point, adjust?: (raw: Point) => Point): { uv: Point; mask: Point } {
  const raw = adjust ? adjust(rawUv(nodes, stage, normal)) : rawUv(nodes, stage, normal);
  const wrap = WRAP_CODE[stage.warpMode] ?? WRAP_CODE[1];
  const out = nodes.glsl({
    name: `kMapUv${stage.warpMode}`,
    code: [
      `void kMapUv${stage.warpMode}(vec2 uv, vec4 m0, vec4 m1, out vec2 r, out float m) {`,
      '  vec2 p = uv - m1.yz; float c = cos(m1.x); float s = sin(m1.x);',
      '  p = vec2(c * p.x - s * p.y, s * p.x + c * p.y) * m0.xy + m1.yz + m0.zw;',
      `  ${wrap}`,
      '}',
    ],
    inputs: { uv: raw, m0, m1 },
    outputs: { r: 'Vector2', m: 'Float' },
  });
  return { uv: out['r'] as Point, mask: out['m'] as Point };
}
