// The lowest point of an imported model, read from the file without loading it, so a model dropped on a surface can
// stand on it instead of sinking to its origin. Y is up in glTF and OBJ alike (and stays up in Babylon's loaders).

type Mat4 = number[]; // column-major, as glTF writes it

interface GltfAccessor {
  readonly min?: number[];
  readonly max?: number[];
  readonly normalized?: boolean;
  readonly componentType?: number;
}

interface GltfNode {
  readonly children?: number[];
  readonly mesh?: number;
  readonly matrix?: number[];
  readonly translation?: number[];
  readonly rotation?: number[];
  readonly scale?: number[];
}

/** The parts of a glTF JSON the bounds read. */
export interface GltfBoundsJson {
  readonly scene?: number;
  readonly scenes?: { nodes?: number[] }[];
  readonly nodes?: GltfNode[];
  readonly meshes?: { primitives?: { attributes?: Record<string, number> }[] }[];
  readonly accessors?: GltfAccessor[];
  readonly animations?: { name?: string }[];
}

const IDENTITY: Mat4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/** Largest value of a normalized integer component type (glTF componentType codes). */
const NORMALIZED_MAX: Readonly<Record<number, number>> = { 5120: 127, 5121: 255, 5122: 32767, 5123: 65535 };

function multiply(a: Mat4, b: Mat4): Mat4 {
  const out = new Array<number>(16);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row] * b[col * 4 + k];
      out[col * 4 + row] = sum;
    }
  }
  return out;
}

function localMatrix(node: GltfNode): Mat4 {
  if (node.matrix?.length === 16) return node.matrix;
  const [tx, ty, tz] = node.translation ?? [0, 0, 0];
  const [x, y, z, w] = node.rotation ?? [0, 0, 0, 1];
  const [sx, sy, sz] = node.scale ?? [1, 1, 1];
  return [
    (1 - 2 * (y * y + z * z)) * sx, 2 * (x * y + z * w) * sx, 2 * (x * z - y * w) * sx, 0,
    2 * (x * y - z * w) * sy, (1 - 2 * (x * x + z * z)) * sy, 2 * (y * z + x * w) * sy, 0,
    2 * (x * z + y * w) * sz, 2 * (y * z - x * w) * sz, (1 - 2 * (x * x + y * y)) * sz, 0,
    tx, ty, tz, 1,
  ];
}

function worldY(m: Mat4, [x, y, z]: readonly number[]): number {
  return m[1] * x + m[5] * y + m[9] * z + m[13];
}

/** An accessor's min/max as float values (normalized integers scaled to -1..1 or 0..1); undefined when missing. */
function accessorBox(accessor: GltfAccessor | undefined): { min: number[]; max: number[] } | undefined {
  if (!accessor?.min || !accessor.max || accessor.min.length < 3 || accessor.max.length < 3) return undefined;
  const scale = accessor.normalized ? NORMALIZED_MAX[accessor.componentType ?? 0] ?? 1 : 1;
  return { min: accessor.min.map((v) => v / scale), max: accessor.max.map((v) => v / scale) };
}

/** The lowest y of a glTF's default scene, from each POSITION accessor's min/max through the node transforms. */
export function gltfMinY(json: GltfBoundsJson): number | undefined {
  const nodes = json.nodes ?? [];
  const roots = json.scenes?.[json.scene ?? 0]?.nodes ?? nodes.map((_, i) => i).filter((i) => !nodes.some((n) => n.children?.includes(i)));
  let lowest = Infinity;
  const visit = (index: number, parent: Mat4, depth: number): boolean => {
    const node = nodes[index];
    if (!node || depth > 64) return false;
    const world = multiply(parent, localMatrix(node));
    for (const primitive of node.mesh === undefined ? [] : json.meshes?.[node.mesh]?.primitives ?? []) {
      const position = primitive.attributes?.POSITION;
      if (position === undefined) continue;
      const box = accessorBox(json.accessors?.[position]);
      if (!box) return false;
      for (const x of [box.min[0], box.max[0]]) for (const y of [box.min[1], box.max[1]]) for (const z of [box.min[2], box.max[2]]) {
        lowest = Math.min(lowest, worldY(world, [x, y, z]));
      }
    }
    return (node.children ?? []).every((child) => visit(child, world, depth + 1));
  };
  if (!roots.every((root) => visit(root, IDENTITY, 0))) return undefined;
  return Number.isFinite(lowest) ? lowest : undefined;
}

/** The JSON chunk of a GLB file; undefined when the bytes are not a GLB. */
export function glbJson(bytes: Uint8Array): GltfBoundsJson | undefined {
  if (bytes.byteLength < 20) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== 0x46546c67 || view.getUint32(16, true) !== 0x4e4f534a) return undefined;
  const length = view.getUint32(12, true);
  if (20 + length > bytes.byteLength) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + length))) as GltfBoundsJson;
  } catch {
    return undefined;
  }
}

/** The lowest y among an OBJ's vertices ('v x y z' lines). */
export function objMinY(bytes: Uint8Array): number | undefined {
  let lowest = Infinity;
  for (const line of new TextDecoder().decode(bytes).split('\n')) {
    if (!line.startsWith('v ')) continue;
    const y = Number(line.trim().split(/\s+/)[2]);
    if (Number.isFinite(y)) lowest = Math.min(lowest, y);
  }
  return Number.isFinite(lowest) ? lowest : undefined;
}

/** The lowest y of a stored model asset by its kind: GLB or OBJ; undefined for other kinds (STL) or unreadable files. */
export function modelMinY(name: string, bytes: Uint8Array): number | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.glb')) {
    const json = glbJson(bytes);
    return json ? gltfMinY(json) : undefined;
  }
  if (lower.endsWith('.obj')) return objMinY(bytes);
  return undefined;
}
