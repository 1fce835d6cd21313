import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { SubMesh } from '@babylonjs/core/Meshes/subMesh.js';
import type { Geometry } from '@babylonjs/core/Meshes/geometry.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import type { AnimationGroup } from '@babylonjs/core/Animations/animationGroup.js';
import { LoadAssetContainerAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import { registerBuiltInLoaders } from '@babylonjs/loaders/dynamic.js';
import { applyTransformProps, transformSetter, base64ToBytes, decodeKmb, defineNodeType, joinKmbParts, readGeometryValue, titles } from '../../sdk/index.js';
import type { AnimatedSetter, GeometryBuilderContribution, GeometryData, JsonValue, KmbMesh, MeshSubSet, NodeProps, RuntimeContext, SceneNodeData } from '../../sdk/index.js';
import { MESH_DESCRIPTORS } from './descriptors.js';
import { isLines, sharedGeometry } from './geometry-cache.js';
import { sharedMaterial } from './material-cache.js';

registerBuiltInLoaders();

const MODEL_EXTENSIONS = ['.glb', '.gltf', '.obj', '.stl'];
const GEOMETRY_KEYS = ['geometry', 'asset', 'assetParts', 'meshData'];
const ALL_KEYS = MESH_DESCRIPTORS.map((d) => d.name);

type ReadProps = (node: SceneNodeData, changedKeys: readonly string[]) => NodeProps;

const builderKeys = new WeakMap<GeometryBuilderContribution, number>();
let nextBuilderKey = 0;

/** A number per builder contribution, so geometry cached from one builder object is never served for another. */
function builderKey(builder: GeometryBuilderContribution): number {
  let key = builderKeys.get(builder);
  if (key === undefined) builderKeys.set(builder, (key = nextBuilderKey++));
  return key;
}

function kmbToGeometry(mesh: KmbMesh): GeometryData {
  return { positions: mesh.positions, indices: mesh.indices, normals: mesh.normals, uvs: mesh.uvs, lines: mesh.lines };
}

function readSubSets(value: JsonValue | undefined): MeshSubSet[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
    const { name, start, count } = v as Record<string, JsonValue>;
    return typeof start === 'number' && typeof count === 'number' ? [{ name: typeof name === 'string' ? name : '', start, count }] : [];
  });
}

class MeshObject {
  readonly node: Mesh;
  private current: NodeProps;
  private model: AssetContainer | undefined;
  private lines = false;
  private loadToken = 0;

  constructor(node: SceneNodeData, private readonly ctx: RuntimeContext, private readonly read: ReadProps) {
    this.current = read(node, ALL_KEYS);
    this.node = new Mesh(node.name, ctx.scene);
    this.apply();
  }

  update(node: SceneNodeData, keys: readonly string[]): void {
    this.current = this.read(node, keys);
    if (keys.includes('name')) this.node.name = node.name;
    this.apply();
  }

  private apply(): void {
    const p = this.current;
    applyTransformProps(this.node, p);
    if (p.changed('pickable')) this.node.isPickable = p.boolean('pickable');
    if (p.changed(...GEOMETRY_KEYS)) this.applyGeometry();
    else if (p.changed('subSets')) this.applySubSets();
    if (p.changed('color', 'alpha', ...GEOMETRY_KEYS)) this.applyMaterial();
    if (p.changed('receiveShadow')) this.applyReceiveShadow();
  }

  private applyGeometry(): void {
    const token = ++this.loadToken;
    this.disposeModel();
    const p = this.current;
    const builderValue = readGeometryValue(p.value('geometry'));
    if (builderValue) {
      const builder = this.ctx.geometryBuilder(builderValue.className);
      if (!builder) return this.clearGeometry();
      // The builder's identity is part of the key: a builder reloaded with new code must not reuse the old geometry.
      const key = `builder:${builderKey(builder)}:${JSON.stringify(builderValue)}`;
      try {
        const geometry = sharedGeometry(this.ctx.scene, key, () => builder.build(builderValue.params, builderValue.data));
        this.setGeometry(geometry, isLines(geometry));
      } catch (error) {
        this.clearGeometry();
        this.ctx.reportError(error);
      }
      return;
    }
    const embedded = p.string('meshData');
    if (embedded) {
      const geometry = sharedGeometry(this.ctx.scene, `embedded:${embedded}`, () => kmbToGeometry(decodeKmb(base64ToBytes(embedded))));
      this.setGeometry(geometry, isLines(geometry));
      return;
    }
    const asset = p.string('asset');
    if (!asset) return this.clearGeometry();
    const lower = asset.toLowerCase();
    if (lower.endsWith('.kmb')) {
      const parts = p.number('assetParts');
      const load = async () => {
        const names = parts > 1 ? Array.from({ length: parts }, (_, i) => `${asset}.part${i}`) : [asset];
        const buffers = await Promise.all(names.map((n) => this.ctx.loadAsset(n)));
        return decodeKmb(joinKmbParts(buffers.map((b) => new Uint8Array(b))));
      };
      this.ctx.track(load()).then((kmb) => {
        if (token !== this.loadToken || this.node.isDisposed()) return;
        this.setGeometry(sharedGeometry(this.ctx.scene, `asset:${asset}`, () => kmbToGeometry(kmb)), kmb.lines ?? false);
        this.applyMaterial();
      }, (error) => this.ctx.reportError(error));
      return;
    }
    const extension = MODEL_EXTENSIONS.find((e) => lower.endsWith(e));
    if (extension) {
      this.clearGeometry();
      const load = async () => {
        const bytes = new Uint8Array(await this.ctx.loadAsset(asset));
        // Babylon's OBJ and STL loaders cannot read an ArrayBufferView, a File they can. The root URL lets an OBJ
        // load the .mtl and textures it names from the stored assets.
        const source = extension === '.glb' || extension === '.gltf' ? bytes : new File([bytes], asset);
        return LoadAssetContainerAsync(source, this.ctx.scene, { pluginExtension: extension, name: asset, rootUrl: this.ctx.assetRootUrl() });
      };
      this.ctx.track(load()).then((container) => {
        if (token !== this.loadToken || this.node.isDisposed()) {
          container.dispose();
          return;
        }
        this.model = container;
        // The glTF loader starts a model's first animation; the document's animation groups decide what plays.
        for (const group of container.animationGroups) group.stop();
        container.addAllToScene();
        for (const root of container.rootNodes) root.parent = this.node;
        for (const mesh of container.meshes) mesh.doNotSerialize = true;
        this.applyReceiveShadow();
      }, (error) => this.ctx.reportError(error));
    }
  }

  private setGeometry(geometry: Geometry, lines: boolean): void {
    const previous = this.node.geometry;
    if (previous !== geometry) {
      geometry.applyToMesh(this.node);
      if (previous && previous.meshes.length === 0) previous.dispose();
    }
    this.lines = lines;
    this.applySubSets();
  }

  private clearGeometry(): void {
    const previous = this.node.geometry;
    if (previous) {
      previous.releaseForMesh(this.node, previous.meshes.length <= 1);
    }
    this.lines = false;
  }

  private applySubSets(): void {
    const total = this.node.getTotalIndices();
    const vertices = this.node.getTotalVertices();
    if (!this.node.geometry || !vertices) return;
    const subSets = readSubSets(this.current.value('subSets')).filter((s) => s.start + s.count <= total && s.count > 0);
    // The usual case: no subsets, and the geometry already gave the mesh its one whole sub-mesh (a second cost a fifth of building a mesh).
    const whole = this.node.subMeshes?.length === 1 ? this.node.subMeshes[0] : undefined;
    if (subSets.length === 0 && whole && whole.materialIndex === 0 && whole.indexStart === 0 && whole.indexCount === total
      && whole.verticesStart === 0 && whole.verticesCount === vertices) return;
    this.node.subMeshes = [];
    if (subSets.length === 0) new SubMesh(0, 0, vertices, 0, total, this.node);
    else subSets.forEach((s, i) => new SubMesh(i, 0, vertices, s.start, s.count, this.node));
  }

  private applyMaterial(): void {
    if (this.model) return;
    const p = this.current;
    const color = p.color3('color');
    const alpha = Math.min(1, Math.max(0, p.number('alpha')));
    this.node.material = sharedMaterial(this.ctx.scene, color, alpha, this.lines);
  }

  private applyReceiveShadow(): void {
    const receive = this.current.boolean('receiveShadow');
    this.node.receiveShadows = receive;
    for (const mesh of this.model?.meshes ?? []) mesh.receiveShadows = receive;
  }

  animatedSetter(path: string): AnimatedSetter | undefined {
    return transformSetter(this.node, path);
  }

  animationGroups(): readonly AnimationGroup[] {
    return this.model?.animationGroups ?? [];
  }

  private disposeModel(): void {
    if (!this.model) return;
    this.model.removeAllFromScene();
    this.model.dispose();
    this.model = undefined;
  }

  dispose(): void {
    this.loadToken++;
    this.disposeModel();
    this.node.dispose(true, false);
  }
}

/** The mesh: a Babylon Mesh from a geometry builder, an embedded or stored `.kmb` asset, or a stored model file. */
export const meshType = defineNodeType({
  className: 'Mesh',
  titles: titles('Mesh', '网格', '網格'),
  descriptors: MESH_DESCRIPTORS,
  // A new mesh is a unit box from the Box builder (an absent or null geometry means None: the stored asset).
  extraDefaults: () => ({ geometry: { className: 'Box', params: {} } }),
  readElsewhere: { castShadow: 'the shadow generator, which puts casting meshes in its render list' },
  runtime: (node, ctx, read) => new MeshObject(node, ctx, read),
});
