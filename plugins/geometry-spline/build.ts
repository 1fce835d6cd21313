import { descriptorDefault, numberParam, readVector3Points, titles, VECTOR3_POINTS_TYPE } from '../../sdk/index.js';
import type { EnumOption, GeometryData, JsonObject, JsonValue, PropertyDescriptor } from '../../sdk/index.js';

/** Spline types (spec 001 §3). */
export const SPLINE_TYPES: readonly EnumOption[] = [
  { value: 'circle', label: titles('Circle', '圆', '圓') },
  { value: 'spiral', label: titles('Spiral', '螺旋', '螺旋') },
  { value: 'path', label: titles('Path', '路径', '路徑') },
];

/** Spline parameters: circle radius 4 and tessellation 6 by default (spec 001 §3). */
export const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'splineType', type: 'enum', enum: SPLINE_TYPES, propertyGroup: 'geometry', rank: 1, default: 'circle', titles: titles('Spline type', '样条类型', '樣條類型') },
  { name: 'radius', type: 'number', propertyGroup: 'geometry', rank: 2, min: 0, default: 4, titles: titles('Radius', '半径', '半徑') },
  { name: 'tessellation', type: 'int', mode: 'int', propertyGroup: 'geometry', rank: 3, min: 0, default: 6, titles: titles('Tessellation', '细分', '細分') },
  { name: 'turns', type: 'number', propertyGroup: 'geometry', rank: 4, min: 0, default: 2, titles: titles('Turns (spiral)', '圈数（螺旋）', '圈數（螺旋）') },
  { name: 'pitch', type: 'number', propertyGroup: 'geometry', rank: 5, default: 1, titles: titles('Rise per turn (spiral)', '每圈升高（螺旋）', '每圈升高（螺旋）') },
  { name: 'points', type: VECTOR3_POINTS_TYPE, propertyGroup: 'geometry', rank: 6, default: [-2, 0, 0, 0, 0, 2, 2, 0, 0], titles: titles('Path points', '路径点', '路徑點') },
  { name: 'closed', type: 'boolean', propertyGroup: 'geometry', rank: 7, default: false, titles: titles('Closed path', '闭合路径', '閉合路徑') },
];

/** Path points: the flat x, y, z array, or the [{x, y, z}] list of scenes saved before. */
function pathPoints(value: JsonValue | undefined): { x: number; y: number; z: number }[] {
  const flat = readVector3Points(value);
  return Array.from({ length: flat.length / 3 }, (_, i) => ({ x: flat[i * 3], y: flat[i * 3 + 1], z: flat[i * 3 + 2] }));
}

/** Sampled points of the spline and whether they close. */
export function samplePoints(params: JsonObject): { points: { x: number; y: number; z: number }[]; closed: boolean } {
  const n = (k: string) => numberParam(DESCRIPTORS, params, k);
  const type = typeof params.splineType === 'string' ? params.splineType : 'circle';
  const radius = n('radius');
  const tessellation = Math.max(3, Math.round(n('tessellation')));
  if (type === 'path') return { points: pathPoints(params.points ?? descriptorDefault(DESCRIPTORS[5])), closed: params.closed === true };
  if (type === 'spiral') {
    const turns = n('turns');
    const count = Math.max(2, Math.round(tessellation * turns) + 1);
    const points = Array.from({ length: count }, (_, i) => {
      const t = i / (count - 1);
      const a = t * turns * Math.PI * 2;
      return { x: radius * Math.cos(a), y: t * turns * n('pitch'), z: radius * Math.sin(a) };
    });
    return { points, closed: false };
  }
  const points = Array.from({ length: tessellation }, (_, i) => {
    const a = (i / tessellation) * Math.PI * 2;
    return { x: radius * Math.cos(a), y: 0, z: radius * Math.sin(a) };
  });
  return { points, closed: true };
}

/** The spline as line segments: a circle of tessellation t has t vertices and 2t indices. */
export function build(params: JsonObject): GeometryData {
  const { points, closed } = samplePoints(params);
  const positions = points.flatMap((p) => [p.x, p.y, p.z]);
  const indices: number[] = [];
  for (let i = 0; i + 1 < points.length; i++) indices.push(i, i + 1);
  if (closed && points.length > 2) indices.push(points.length - 1, 0);
  return { positions, indices, lines: true };
}
