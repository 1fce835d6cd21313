import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { SubMesh } from '@babylonjs/core/Meshes/subMesh.js';
import type { Geometry } from '@babylonjs/core/Meshes/geometry.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import { LoadAssetContainerAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import { registerBuiltInLoaders } from '@babylonjs/loaders/dynamic.js';
import {
  applyTransformProps, base64ToBytes, decodeKmb, joinKmbParts, readBoolean, readColor3, readGeometryValue, readNumber, readString,
} from '../../sdk/index.js';
import type { GeometryData, JsonValue, KmbMesh, MeshSubSet, NodeAdapter, RuntimeContext, SceneNodeData } from '../../sdk/index.js';
import { isLines, sharedGeometry } from './geometry-cache.js';
import { sharedMaterial } from './material-cache.js';

registerBuiltInLoaders();

const MODEL_EXTENSIONS = ['.glb', '.gltf', '.obj', '.stl'];
const GEOMETRY_KEYS = ['geometry', 'asset', 'assetParts', 'meshData'];

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
  private current: SceneNodeData;
  private model: AssetContainer | undefined;
  private lines = false;
  private loadToken = 0;

  constructor(node: SceneNodeData, private readonly ctx: RuntimeContext) {
    this.current = node;
    this.node = new Mesh(node.name, ctx.scene);
    this.apply(node, Object.keys(node.props).concat('geometry'));
  }

  update(node: SceneNodeData, keys: readonly string[]): void {
    this.current = node;
    if (keys.includes('name')) this.node.name = node.name;
    this.apply(node, keys);
  }

  private apply(node: SceneNodeData, keys: readonly string[]): void {
    const p = node.props;
    applyTransformProps(this.node, p, keys);
    if (keys.includes('pickable')) this.node.isPickable = readBoolean(p.pickable, true);
    if (keys.some((k) => GEOMETRY_KEYS.includes(k))) this.applyGeometry(node);
    else if (keys.includes('subSets')) this.applySubSets();
    if (keys.some((k) => k === 'color' || k === 'alpha' || GEOMETRY_KEYS.includes(k))) this.applyMaterial();
    if (keys.includes('receiveShadow')) this.applyReceiveShadow();
  }

  private applyGeometry(node: SceneNodeData): void {
    const token = ++this.loadToken;
    this.disposeModel();
    const p = node.props;
    const builderValue = readGeometryValue(p.geometry);
    if (builderValue) {
      const builder = this.ctx.geometryBuilder(builderValue.className);
      if (!builder) return this.clearGeometry();
      const key = `builder:${JSON.stringify(builderValue)}`;
      try {
        const geometry = sharedGeometry(this.ctx.scene, key, () => builder.build(builderValue.params, builderValue.data));
        this.setGeometry(geometry, isLines(geometry));
      } catch (error) {
        this.clearGeometry();
        this.ctx.reportError(error);
      }
      return;
    }
    const embedded = readString(p.meshData, '');
    if (embedded) {
      const geometry = sharedGeometry(this.ctx.scene, `embedded:${embedded}`, () => kmbToGeometry(decodeKmb(base64ToBytes(embedded))));
      this.setGeometry(geometry, isLines(geometry));
      return;
    }
    const asset = readString(p.asset, '');
    if (!asset) return this.clearGeometry();
    const lower = asset.toLowerCase();
    if (lower.endsWith('.kmb')) {
      const parts = readNumber(p.assetParts, 0);
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
    const subSets = readSubSets(this.current.props.subSets).filter((s) => s.start + s.count <= total && s.count > 0);
    this.node.subMeshes = [];
    if (subSets.length === 0) new SubMesh(0, 0, vertices, 0, total, this.node);
    else subSets.forEach((s, i) => new SubMesh(i, 0, vertices, s.start, s.count, this.node));
  }

  private applyMaterial(): void {
    if (this.model) return;
    const p = this.current.props;
    const color = readColor3(p.color, { r: 0.8, g: 0.8, b: 0.8 });
    const alpha = Math.min(1, Math.max(0, readNumber(p.alpha, 1)));
    this.node.material = sharedMaterial(this.ctx.scene, color, alpha, this.lines);
  }

  private applyReceiveShadow(): void {
    const receive = readBoolean(this.current.props.receiveShadow, true);
    this.node.receiveShadows = receive;
    for (const mesh of this.model?.meshes ?? []) mesh.receiveShadows = receive;
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

/** Creates a Babylon Mesh from a geometry builder, an embedded or stored `.kmb` asset, or a stored model file. */
export const meshAdapter: NodeAdapter = {
  className: 'Mesh',
  create: (node, ctx) => new MeshObject(node, ctx),
};
