import { sha256Hex } from '../../libs/mesh-format/index.js';
import type { Color3Value, JsonObject } from '../../sdk/index.js';
import type { NamedBytes } from './model-files.js';
import { parseMtlTexture } from './obj-files.js';

/** A material read from a model file, to become a document material (spec: issue 13 §9). */
export interface ModelMaterial {
  /** The name the engine's loader gives it (glTF: its name or `material<index>`; OBJ: its `newmtl` name). */
  readonly name: string;
  /** The material type's class name. */
  readonly type: 'PBRMaterial' | 'StandardMaterial';
  /** Props in the type's descriptor names. */
  readonly props: JsonObject;
  /** The colour the inspector shows for the mesh (gamma space). */
  readonly color: Color3Value;
}

/** The most materials one model brings (spec 001 §5: every list has a limit). */
export const MAX_MODEL_MATERIALS = 64;

interface GltfMaterialJson {
  name?: string;
  pbrMetallicRoughness?: { baseColorFactor?: number[]; metallicFactor?: number; roughnessFactor?: number; baseColorTexture?: { index?: number }; metallicRoughnessTexture?: { index?: number } };
  normalTexture?: { index?: number };
  emissiveTexture?: { index?: number };
  emissiveFactor?: number[];
  alphaMode?: string;
  doubleSided?: boolean;
}

interface GlbJson {
  materials?: GltfMaterialJson[];
  textures?: { source?: number }[];
  images?: { bufferView?: number; mimeType?: string; uri?: string }[];
  bufferViews?: { buffer?: number; byteOffset?: number; byteLength?: number }[];
}

const unit = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : fallback);
const round = (v: number) => Math.round(v * 1e4) / 1e4;
const color = (list: unknown, fallback: number): Color3Value => {
  const a = Array.isArray(list) ? list : [];
  return { r: round(unit(a[0], fallback)), g: round(unit(a[1], fallback)), b: round(unit(a[2], fallback)) };
};
/** Linear (glTF factors) to gamma (what a colour picker shows). */
const toGamma = (c: Color3Value): Color3Value => ({ r: round(c.r ** (1 / 2.2)), g: round(c.g ** (1 / 2.2)), b: round(c.b ** (1 / 2.2)) });

/** The JSON and BIN chunks of a GLB; undefined when the bytes are not one. */
function glbChunks(bytes: Uint8Array): { json: GlbJson; bin?: Uint8Array } | undefined {
  if (bytes.byteLength < 20) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== 0x46546c67 || view.getUint32(16, true) !== 0x4e4f534a) return undefined;
  const jsonLength = view.getUint32(12, true);
  if (20 + jsonLength > bytes.byteLength) return undefined;
  let json: GlbJson;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength))) as GlbJson;
  } catch {
    return undefined;
  }
  const binStart = 20 + jsonLength;
  if (binStart + 8 > bytes.byteLength || view.getUint32(binStart + 4, true) !== 0x004e4942) return { json };
  const binLength = view.getUint32(binStart, true);
  return { json, bin: bytes.subarray(binStart + 8, Math.min(bytes.byteLength, binStart + 8 + binLength)) };
}

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp', 'image/ktx2': '.ktx2' };

/**
 * A GLB's materials as PBR document materials, and the pictures they use as assets to store (content-hash names, so
 * the same picture is stored once). Pictures in a GLB use glTF's texture orientation (`gltfTextures`).
 */
export async function gltfModelMaterials(glb: Uint8Array): Promise<{ materials: ModelMaterial[]; images: NamedBytes[] }> {
  const chunks = glbChunks(glb);
  if (!chunks) return { materials: [], images: [] };
  const { json, bin } = chunks;
  // A texture whose picture comes through an extension (KTX2 by KHR_texture_basisu, WebP by EXT_texture_webp) cannot
  // be carried into a document material yet: such a model keeps the materials its loader makes.
  if ((json.textures ?? []).some((t) => t.source === undefined)) return { materials: [], images: [] };
  const stored = new Map<number, string>();
  const images: NamedBytes[] = [];
  const texture = async (ref: { index?: number } | undefined): Promise<string> => {
    const source = ref?.index === undefined ? undefined : json.textures?.[ref.index]?.source;
    const image = source === undefined ? undefined : json.images?.[source];
    if (source === undefined || !image) return '';
    const known = stored.get(source);
    if (known !== undefined) return known;
    const view = image.bufferView === undefined ? undefined : json.bufferViews?.[image.bufferView];
    const extension = IMAGE_EXTENSIONS[image.mimeType ?? ''];
    let name = '';
    if (view && bin && extension && (view.buffer ?? 0) === 0) {
      const start = view.byteOffset ?? 0;
      const bytes = bin.slice(start, start + (view.byteLength ?? 0));
      if (bytes.byteLength) {
        name = `${await sha256Hex(bytes)}${extension}`;
        images.push({ name, bytes });
      }
    }
    stored.set(source, name);
    return name;
  };
  const materials: ModelMaterial[] = [];
  for (const [index, m] of (json.materials ?? []).slice(0, MAX_MODEL_MATERIALS).entries()) {
    const pbr = m.pbrMetallicRoughness ?? {};
    const base = color(pbr.baseColorFactor, 1);
    const alpha = m.alphaMode === 'BLEND' || m.alphaMode === 'MASK' ? unit(pbr.baseColorFactor?.[3], 1) : 1;
    const props: JsonObject = {
      albedoColor: { ...base }, metallic: unit(pbr.metallicFactor, 1), roughness: unit(pbr.roughnessFactor, 1),
      emissiveColor: { ...color(m.emissiveFactor, 0) }, alpha, twoSided: m.doubleSided === true, gltfTextures: true,
      albedoTexture: await texture(pbr.baseColorTexture), metallicRoughnessTexture: await texture(pbr.metallicRoughnessTexture),
      bumpTexture: await texture(m.normalTexture), emissiveTexture: await texture(m.emissiveTexture),
    };
    materials.push({ name: typeof m.name === 'string' && m.name ? m.name : `material${index}`, type: 'PBRMaterial', props, color: toGamma(base) });
  }
  return { materials, images };
}

/** The numbers after an MTL keyword. */
function numbers(rest: string): number[] {
  return rest.trim().split(/\s+/).map(Number).filter((n) => Number.isFinite(n));
}

/** An MTL library's materials as Phong document materials; texture names as stored (content-hash names). */
export function mtlModelMaterials(mtlText: string): ModelMaterial[] {
  const materials: ModelMaterial[] = [];
  let current: { name: string; props: JsonObject } | undefined;
  const finish = () => {
    if (!current || materials.length >= MAX_MODEL_MATERIALS) return;
    const diffuse = (current.props.diffuseColor as unknown as Color3Value | undefined) ?? { r: 0.8, g: 0.8, b: 0.8 };
    materials.push({ name: current.name, type: 'StandardMaterial', props: current.props, color: diffuse });
  };
  for (const line of mtlText.split(/\r?\n/)) {
    const trimmed = line.trim();
    const space = trimmed.search(/\s/);
    const key = (space < 0 ? trimmed : trimmed.slice(0, space)).toLowerCase();
    const rest = space < 0 ? '' : trimmed.slice(space + 1);
    if (key === 'newmtl') {
      finish();
      current = { name: rest.trim().slice(0, 120), props: {} };
      continue;
    }
    if (!current) continue;
    const n = numbers(rest);
    const rgb = (): JsonObject => ({ r: round(unit(n[0], 0)), g: round(unit(n[1] ?? n[0], 0)), b: round(unit(n[2] ?? n[0], 0)) });
    if (key === 'kd' && n.length) current.props.diffuseColor = rgb();
    else if (key === 'ks' && n.length) current.props.specularColor = rgb();
    else if (key === 'ke' && n.length) current.props.emissiveColor = rgb();
    else if (key === 'ns' && n.length) current.props.specularPower = Math.min(1024, Math.max(1, n[0]));
    else if (key === 'd' && n.length) current.props.alpha = round(unit(n[0], 1));
    else if (key === 'tr' && n.length) current.props.alpha = round(unit(1 - n[0], 1));
    else {
      const statement = parseMtlTexture(trimmed);
      if (statement?.key === 'map_kd') current.props.diffuseTexture = statement.file;
      else if (statement && (statement.key === 'map_bump' || statement.key === 'bump')) current.props.bumpTexture = statement.file;
      else if (statement?.key === 'map_ke') current.props.emissiveTexture = statement.file;
    }
  }
  finish();
  return materials;
}
