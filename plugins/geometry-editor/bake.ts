import type { GeometryBuilderContribution, GeometryBuilderValue, JsonValue, SceneAssetUpload } from '../../sdk/index.js';
import { bytesToBase64, encodeKmb, planKmbStorage, withDefaultSubSet, type KmbStoragePlan } from '../../libs/mesh-format/index.js';

/** What baking one builder value produces: the props to write and the assets to store. */
export interface BakeResult {
  /** Props of the mesh after baking (geometry None). */
  readonly props: Readonly<Record<string, JsonValue>>;
  /** Assets to store (empty when the mesh is small enough to embed). */
  readonly assets: readonly SceneAssetUpload[];
  /** The storage plan. */
  readonly plan: KmbStoragePlan;
}

/**
 * Bake a builder's geometry into a `.kmb` mesh named by its content hash: up to 72 vertices it is embedded in the
 * document (meshData); above, it is stored as an asset loaded on demand, in parts above 52,428,800 bytes. A mesh with
 * vertices and no sub-sets gets one sub-set covering everything.
 */
export async function bakeGeometry(builder: GeometryBuilderContribution, value: GeometryBuilderValue, partSize?: number): Promise<BakeResult> {
  const data = builder.build(value.params, value.data);
  const mesh = withDefaultSubSet({
    positions: Float32Array.from(data.positions),
    normals: data.normals ? Float32Array.from(data.normals) : undefined,
    uvs: data.uvs ? Float32Array.from(data.uvs) : undefined,
    indices: Uint32Array.from(data.indices),
    lines: data.lines,
    subSets: [],
  });
  const bytes = encodeKmb(mesh);
  const plan = await planKmbStorage(bytes, partSize);
  const subSets = mesh.subSets.map((s) => ({ name: s.name, start: s.start, count: s.count }));
  const props: Record<string, JsonValue> = {
    geometry: null,
    asset: plan.name,
    assetParts: plan.parts.length > 1 ? plan.parts.length : 0,
    meshData: plan.delayed ? '' : bytesToBase64(bytes),
    subSets,
  };
  return { props, assets: plan.delayed ? plan.parts.map((p) => ({ name: p.name, bytes: p.bytes })) : [], plan };
}
