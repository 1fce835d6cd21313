import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { SubMesh } from '@babylonjs/core/Meshes/subMesh.js';
import { MultiMaterial } from '@babylonjs/core/Materials/multiMaterial.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { Subscription } from 'rxjs';
import type { Geometry } from '@babylonjs/core/Meshes/geometry.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import type { AnimationGroup } from '@babylonjs/core/Animations/animationGroup.js';
import { applyTransformProps, transformSetter, defineNodeType, titles } from '../../sdk/index.js';
import type { AnimatedSetter, Color3Value, NodeProps, RuntimeContext, SceneNodeData, TintedMaterial } from '../../sdk/index.js';
import { decodeKmb, joinKmbParts } from '../../libs/mesh-format/index.js';
import { MESH_DESCRIPTORS } from './descriptors.js';
import { sharedGeometry } from './geometry-cache.js';
import { GEOMETRY_KEYS, KIND_KEYS, readModelMaterials, readSubSets, shareable } from './mesh-props.js';
import { kmbToGeometry, NodeGeometry } from './node-geometry.js';
import { SharedMeshObject } from './shared-mesh-object.js';
import { sharedMaterial } from './material-cache.js';
import { loadModelContainer } from './model-loader.js';
import { modelTint, tintOwnMaterial, toLinear } from './model-tint.js';

const MODEL_EXTENSIONS = ['.glb', '.gltf', '.obj', '.stl'];
const ALL_KEYS = MESH_DESCRIPTORS.map((d) => d.name);

type ReadProps = (node: SceneNodeData, changedKeys: readonly string[]) => NodeProps;

/** A mesh node with a Babylon mesh of its own: stored assets and models, material nodes, sub-sets, see-through colours. */
class MeshObject {
  readonly node: Mesh;
  private model: AssetContainer | undefined;
  private lines = false;
  private loadToken = 0;
  /** The sub-sets' materials when any sub-set has its own (owned: disposed without its sub-materials). */
  private multi: MultiMaterial | undefined;
  /** Each imported model mesh's own material, put back when an assigned material is removed. */
  private readonly modelOwn = new Map<AbstractMesh, Material | null>();
  /** While a model is tinted: its document materials' tinted copies (by material node id) and its own materials' (by own material). */
  private readonly documentTints = new Map<string, TintedMaterial>();
  private readonly ownTints = new Map<Material, Material>();
  /**
   * The watch for material nodes made again, taken when this mesh first names one (a colour-only mesh never does: no
   * subscription per mesh of a 10,000-mesh scene).
   */
  private materialChanges: Subscription | undefined;
  /** The geometry made at once (a builder, which may follow other nodes, or embedded data). */
  private readonly geometry: NodeGeometry;

  constructor(node: SceneNodeData, private current: NodeProps, private readonly ctx: RuntimeContext, private readonly read: ReadProps) {
    this.geometry = new NodeGeometry(ctx, () => this.applyGeometry());
    this.node = new Mesh(node.name, ctx.scene);
    this.apply();
  }

  /** A change that makes the node `shareable` is shown by building it again as an instance of a shared mesh. */
  needsRebuild(node: SceneNodeData, keys: readonly string[]): boolean {
    return keys.some((k) => KIND_KEYS.includes(k)) && shareable(this.read(node, keys), this.ctx);
  }

  /** Follow material nodes made again (a new type, a reload): from the first time this mesh names one. */
  private watchMaterials(): void {
    this.materialChanges ??= this.ctx.onDidChangeMaterial.subscribe((id) => {
      // The runtime has released a tinted copy of a material made again: ask for a new one.
      this.documentTints.get(id)?.dispose();
      this.documentTints.delete(id);
      if (this.usesMaterial(id)) this.applyMaterial();
    });
  }

  /** Whether this mesh (its own prop, a sub-set, a model material) names a material node. */
  private usesMaterial(id: string): boolean {
    const p = this.current;
    // Model materials count only while a model shows (as readElsewhere says of modelMaterials).
    return p.string('material') === id || readSubSets(p.value('subSets')).some((s) => s.material === id)
      || (this.model !== undefined && [...readModelMaterials(p.value('modelMaterials')).values()].includes(id));
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
    if (p.changed('color', 'modelColor', 'alpha', 'material', 'modelMaterials', 'subSets', ...GEOMETRY_KEYS)) this.applyMaterial();
    if (p.changed('receiveShadow')) this.applyReceiveShadow();
  }

  private applyGeometry(): void {
    const token = ++this.loadToken;
    this.disposeModel();
    const p = this.current;
    const now = this.geometry.build(p);
    if (now !== 'elsewhere') {
      if (now) this.setGeometry(now.geometry, now.lines);
      else this.clearGeometry();
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
        return loadModelContainer(source, this.ctx.scene, { pluginExtension: extension, name: asset, rootUrl: this.ctx.assetRootUrl() });
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
        for (const mesh of container.meshes) {
          mesh.doNotSerialize = true;
          this.modelOwn.set(mesh, mesh.material);
        }
        this.applyMaterial();
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

  /**
   * The assigned material node's material, else the colour material; sub-sets with their own material get a
   * MultiMaterial. An imported model's meshes take the assigned material, else the document material their own was
   * imported as (modelMaterials), else their own.
   */
  private applyMaterial(): void {
    const p = this.current;
    const assignedId = p.string('material');
    // Model materials name material nodes only once a model shows (this runs again when it has loaded).
    if (assignedId || readSubSets(p.value('subSets')).some((s) => s.material) || (this.model && readModelMaterials(p.value('modelMaterials')).size)) this.watchMaterials();
    const assigned = assignedId ? this.ctx.material(assignedId) : undefined;
    if (this.model) {
      const byName = readModelMaterials(p.value('modelMaterials'));
      // An assigned material is the whole look (as on any mesh); otherwise a Colour changed since the import tints.
      const tint = assigned ? undefined : modelTint(p.value('modelColor'), p.color3('color'));
      const tintedIds = new Set<string>();
      const tintedOwn = new Set<Material>();
      for (const [mesh, own] of this.modelOwn) {
        const imported = own ? byName.get(own.name) : undefined;
        const documentMaterial = imported ? this.ctx.material(imported) : undefined;
        if (assigned) mesh.material = assigned;
        else if (documentMaterial) {
          const tinted = tint && this.tintedDocumentMaterial(imported!, documentMaterial, tint);
          if (tinted) tintedIds.add(imported!);
          mesh.material = tinted || documentMaterial;
        } else if (tint) {
          const tinted = tintOwnMaterial(this.ownTints, own, tint) ?? sharedMaterial(this.ctx.scene, tint, Math.min(1, Math.max(0, p.number('alpha'))), false);
          if (own && tinted !== own) tintedOwn.add(own);
          mesh.material = tinted;
        } else mesh.material = own;
      }
      this.releaseTints(tintedIds, tintedOwn);
      return;
    }
    const color = p.color3('color');
    const alpha = Math.min(1, Math.max(0, p.number('alpha')));
    const fallback = this.lines ? undefined : assigned;
    const base = fallback ?? sharedMaterial(this.ctx.scene, color, alpha, this.lines);
    const subSets = this.lines ? [] : readSubSets(p.value('subSets'));
    this.disposeMulti();
    if (!subSets.some((s) => s.material)) {
      this.node.material = base;
      return;
    }
    const multi = new MultiMaterial(`${this.node.name}:subSets`, this.ctx.scene);
    multi.doNotSerialize = true;
    multi.subMaterials = subSets.map((s) => (s.material ? this.ctx.material(s.material) : undefined) ?? base);
    this.multi = multi;
    this.node.material = multi;
  }

  /** The tinted copy of a document material for this mesh, its base colour set to the tint (made once, recoloured in place). */
  private tintedDocumentMaterial(id: string, documentMaterial: Material, tint: Color3Value): Material | undefined {
    // A PBR base colour is linear, as the importer stored it; the Colour row is what the picker shows (gamma).
    const value = documentMaterial.getClassName() === 'PBRMaterial' ? toLinear(tint) : tint;
    const existing = this.documentTints.get(id);
    if (existing) {
      existing.setColor(value);
      return existing.material;
    }
    const made = this.ctx.tintedMaterial(id, value);
    if (made) this.documentTints.set(id, made);
    return made?.material;
  }

  /** Release the tinted copies not in use (all of them when no argument keeps any). */
  private releaseTints(keepIds: ReadonlySet<string> = new Set(), keepOwn: ReadonlySet<Material> = new Set()): void {
    for (const [id, tinted] of [...this.documentTints]) {
      if (keepIds.has(id)) continue;
      tinted.dispose();
      this.documentTints.delete(id);
    }
    for (const [own, copy] of [...this.ownTints]) {
      if (keepOwn.has(own)) continue;
      copy.dispose(false, true);
      this.ownTints.delete(own);
    }
  }

  private disposeMulti(): void {
    if (!this.multi) return;
    if (this.node.material === this.multi) this.node.material = null;
    this.multi.dispose(false, false, false);
    this.multi = undefined;
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
    // The model's own materials are disposed with it; document materials stay with the runtime.
    for (const [mesh, own] of this.modelOwn) mesh.material = own;
    this.modelOwn.clear();
    this.releaseTints();
    // The roots hang under this node, which is not in the container: Babylon warns that the hierarchy is not valid.
    for (const root of this.model.rootNodes) root.parent = null;
    this.model.removeAllFromScene();
    this.model.dispose();
    this.model = undefined;
  }

  dispose(): void {
    this.loadToken++;
    this.materialChanges?.unsubscribe();
    this.geometry.stop();
    this.disposeMulti();
    this.disposeModel();
    this.node.dispose(true, false);
  }
}

/** The mesh: a Babylon Mesh from a geometry builder, an embedded or stored `.kmb` asset, or a stored model file. */
export const meshType = defineNodeType({
  id: 'Mesh',
  titles: titles('Mesh', '网格', '網格'),
  descriptors: MESH_DESCRIPTORS,
  // A new mesh is a unit box from the Box builder (an absent or null geometry means None: the stored asset).
  extraDefaults: () => ({ geometry: { className: 'Box', params: {} } }),
  readElsewhere: {
    castShadow: 'the shadow generator, which puts casting meshes in its render list',
    modelMaterials: 'applyMaterial, only for a mesh showing an imported model (its meshes load asynchronously)',
    modelColor: 'applyMaterial, only for a mesh showing an imported model (whether its Colour tints it)',
  },
  runtime: (node, ctx, read) => {
    const props = read(node, ALL_KEYS);
    return (shareable(props, ctx) && SharedMeshObject.create(node, props, ctx, read)) || new MeshObject(node, props, ctx, read);
  },
});
