import { Subject } from 'rxjs';
import type { Material } from '@babylonjs/core/Materials/material.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { MATERIAL_CONTAINER_ID, MATERIAL_ROLE_OPTION, MaterialTypes, materialProps } from '../../sdk/index.js';
import type {
  Color3Value, ContributionRegistry, Disposable, MaterialBake, MaterialBakeRequest, MaterialInstance, MaterialTarget, MaterialTypeContribution, NodeId, SceneChange, SceneDocumentService,
  SceneNodeData, TintedMaterial,
} from '../../sdk/index.js';
import { MaterialTextureCache } from './material-textures.js';

/** What the material runtime needs from the kernel. */
export interface MaterialRuntimeDeps {
  readonly document: SceneDocumentService;
  readonly registry: ContributionRegistry;
  /** URL of a stored scene asset (texture names that are not urls). */
  assetUrl(name: string): string;
  /** Show a failure (a material type that throws, a texture that does not load). */
  reportError(error: unknown): void;
}

/** One made material: its type, the instance and the textures it holds. */
interface Made {
  readonly type: MaterialTypeContribution;
  readonly instance: MaterialInstance;
  readonly textures: Set<BaseTexture>;
}

/** A material of one caller's own: the node's props with the base colour prop replaced (see `tinted`). */
interface Tint extends Made {
  /** The type's base colour prop. */
  readonly prop: string;
  color: Color3Value;
}

/** The node with one prop replaced (what a tinted material is made and updated from). */
function withProp(node: SceneNodeData, prop: string, color: Color3Value): SceneNodeData {
  return { ...node, props: { ...node.props, [prop]: { r: color.r, g: color.g, b: color.b } } };
}

/** The type's base colour prop (a color3 descriptor with the 'baseColor' material role), if it has one. */
function baseColorProp(type: MaterialTypeContribution): string | undefined {
  return type.descriptors.find((d) => d.type === 'color3' && d.options?.[MATERIAL_ROLE_OPTION] === 'baseColor')?.name;
}

/**
 * Follows the document's material nodes (children of the `materials` container) into Babylon materials through the
 * contributed material types. A material is made the first time a mesh asks for it and released when its node goes,
 * its type changes or leaves; those events are told on `onDidChangeMaterial` so meshes ask again. Prop edits update
 * the instance in place. The scene runtime hands each document change here before its adapters see it.
 */
export class MaterialRuntime implements Disposable {
  private readonly made = new Map<NodeId, Made>();
  private readonly tints = new Map<NodeId, Set<Tint>>();
  private readonly changed = new Subject<NodeId>();
  private readonly textures: MaterialTextureCache;
  private readonly typesSubscription;
  private disposed = false;
  readonly onDidChangeMaterial = this.changed.asObservable();

  constructor(private readonly scene: Scene, private readonly deps: MaterialRuntimeDeps) {
    this.textures = new MaterialTextureCache(scene, deps.assetUrl, deps.reportError, () => this.remakeAll());
    this.typesSubscription = deps.registry.list(MaterialTypes).onDidChange.subscribe(() => this.followTypes());
  }

  /** Number of materials made now (tests, stats). */
  get madeCount(): number {
    return this.made.size;
  }

  /** Number of tinted materials held now (tests, stats). */
  get tintedCount(): number {
    let n = 0;
    for (const set of this.tints.values()) n += set.size;
    return n;
  }

  /** Number of textures held now (tests, stats). */
  get textureCount(): number {
    return this.textures.size;
  }

  /** Whether a node is a material: a child of the material container. */
  private isMaterialNode(node: SceneNodeData | undefined): node is SceneNodeData {
    return node !== undefined && node.parent === MATERIAL_CONTAINER_ID;
  }

  /** The last contributed type of a class name (a later plugin overrides an earlier one). */
  private typeFor(className: string): MaterialTypeContribution | undefined {
    const list = this.deps.registry.list(MaterialTypes).current;
    for (let i = list.length - 1; i >= 0; i--) if (list[i].id === className) return list[i];
    return undefined;
  }

  /** The Babylon material of a material node, made now when needed. */
  material(id: NodeId): Material | undefined {
    if (this.disposed || !id) return undefined;
    const existing = this.made.get(id);
    if (existing) return existing.instance.material;
    const node = this.deps.document.get(id);
    if (!this.isMaterialNode(node)) return undefined;
    const type = this.typeFor(node.type);
    if (!type) return undefined;
    const textures = new Set<BaseTexture>();
    const instance = this.guard(type, () => type.create(materialProps(type, node, type.descriptors.map((d) => d.name)), this.targetFor(textures)));
    if (!instance) {
      for (const t of textures) this.textures.release(t);
      return undefined;
    }
    instance.material.metadata = { ...(instance.material.metadata as object | null), materialNodeId: id };
    instance.material.doNotSerialize = true;
    this.made.set(id, { type, instance, textures });
    return instance.material;
  }

  /** Bake a material node's look into pictures through its instance (made now when needed); undefined when it has no bake. */
  async bake(id: NodeId, request: MaterialBakeRequest): Promise<MaterialBake | undefined> {
    if (!this.material(id)) return undefined;
    const made = this.made.get(id);
    if (!made?.instance.bake) return undefined;
    return made.instance.bake(request);
  }

  /**
   * A material of the caller's own made from a material node with its base colour replaced (an imported model's
   * Colour). It follows the node's edits like the shared one; a rebuild, removal or type change releases it and is
   * announced on `onDidChangeMaterial` like the shared one's.
   */
  tinted(id: NodeId, color: Color3Value): TintedMaterial | undefined {
    if (this.disposed || !id) return undefined;
    const node = this.deps.document.get(id);
    if (!this.isMaterialNode(node)) return undefined;
    const type = this.typeFor(node.type);
    const prop = type && baseColorProp(type);
    if (!type || !prop) return undefined;
    const textures = new Set<BaseTexture>();
    const instance = this.guard(type, () => type.create(materialProps(type, withProp(node, prop, color), type.descriptors.map((d) => d.name)), this.targetFor(textures)));
    if (!instance) {
      for (const t of textures) this.textures.release(t);
      return undefined;
    }
    instance.material.metadata = { ...(instance.material.metadata as object | null), materialNodeId: id, tinted: true };
    instance.material.doNotSerialize = true;
    const tint: Tint = { type, instance, textures, prop, color };
    let set = this.tints.get(id);
    if (!set) this.tints.set(id, (set = new Set()));
    set.add(tint);
    return {
      material: instance.material,
      setColor: (next) => {
        const current = this.deps.document.get(id);
        if (!current || !this.tints.get(id)?.has(tint)) return;
        tint.color = next;
        this.guard(type, () => instance.update(materialProps(type, withProp(current, prop, next), [prop])));
      },
      dispose: () => this.releaseTint(id, tint),
    };
  }

  private releaseTint(id: NodeId, tint: Tint): void {
    const set = this.tints.get(id);
    if (!set?.delete(tint)) return;
    if (!set.size) this.tints.delete(id);
    this.guard(tint.type, () => tint.instance.dispose());
    for (const texture of tint.textures) this.textures.release(texture);
  }

  private targetFor(textures: Set<BaseTexture>): MaterialTarget {
    return {
      scene: this.scene,
      texture: (request) => {
        const texture = this.textures.acquire(request);
        if (!texture) return null;
        if (textures.has(texture)) this.textures.release(texture);
        else textures.add(texture);
        return texture;
      },
      reportError: (error) => this.deps.reportError(error),
    };
  }

  /** Apply a document change: update made materials in place, release and announce removed or replaced ones. */
  applyChange(change: SceneChange): void {
    if (this.disposed) return;
    const keys = new Map<NodeId, Set<string>>();
    const touched = new Set<NodeId>();
    for (const patch of change.patches) {
      if (patch.op === 'setProp') {
        let set = keys.get(patch.id);
        if (!set) keys.set(patch.id, (set = new Set()));
        set.add(patch.key);
      } else if (patch.op === 'setName') {
        let set = keys.get(patch.id);
        if (!set) keys.set(patch.id, (set = new Set()));
        set.add('name');
      } else if (patch.op === 'insert' || patch.op === 'remove') {
        for (const node of patch.nodes) if (node.parent === MATERIAL_CONTAINER_ID) touched.add(node.id);
      } else if (patch.op === 'move') {
        if (patch.from.parent === MATERIAL_CONTAINER_ID || patch.to.parent === MATERIAL_CONTAINER_ID) touched.add(patch.id);
      }
    }
    for (const id of touched) {
      const made = this.made.get(id);
      const node = this.deps.document.get(id);
      // Still the same node with the same type: nothing to make again (a remove and insert of the same node in one change).
      if (made && this.isMaterialNode(node) && this.typeFor(node.type) === made.type && !keys.has(id)) {
        keys.set(id, new Set(made.type.descriptors.map((d) => d.name)));
        continue;
      }
      this.release(id);
      this.changed.next(id);
    }
    for (const [id, set] of keys) {
      const made = this.made.get(id);
      const node = this.deps.document.get(id);
      if (node) this.updateTints(id, node, set);
      if (!made || !node) continue;
      const names = [...set].filter((k) => k === 'name' || made.type.descriptors.some((d) => d.name === k));
      if (!names.length) continue;
      const result = this.guard(made.type, () => made.instance.update(materialProps(made.type, node, names)));
      if (result === 'rebuild') {
        this.release(id);
        this.changed.next(id);
      } else this.dropUnused(made);
    }
  }

  /** Apply a material node's changed props to its tinted materials (their base colour stays theirs). */
  private updateTints(id: NodeId, node: SceneNodeData, keys: ReadonlySet<string>): void {
    for (const tint of [...(this.tints.get(id) ?? [])]) {
      const names = [...keys].filter((k) => k !== tint.prop && (k === 'name' || tint.type.descriptors.some((d) => d.name === k)));
      if (!names.length) continue;
      const result = this.guard(tint.type, () => tint.instance.update(materialProps(tint.type, withProp(node, tint.prop, tint.color), names)));
      if (result === 'rebuild') {
        this.releaseTint(id, tint);
        this.changed.next(id);
      } else this.dropUnused(tint);
    }
  }

  /** Give back the textures a material no longer uses after an update. */
  private dropUnused(made: Made): void {
    if (!made.textures.size) return;
    const active = new Set(made.instance.material.getActiveTextures());
    for (const texture of [...made.textures]) {
      if (active.has(texture)) continue;
      made.textures.delete(texture);
      this.textures.release(texture);
    }
  }

  /** Release every material whose type changed or left, and announce every material node (a new type may make it now). */
  private followTypes(): void {
    if (this.disposed) return;
    for (const [id, made] of [...this.made]) {
      const node = this.deps.document.get(id);
      if (!node || this.typeFor(node.type) !== made.type) this.release(id);
    }
    for (const [id, set] of [...this.tints]) {
      const node = this.deps.document.get(id);
      for (const tint of [...set]) if (!node || this.typeFor(node.type) !== tint.type) this.releaseTint(id, tint);
    }
    for (const id of this.deps.document.get(MATERIAL_CONTAINER_ID)?.children ?? []) this.changed.next(id);
  }

  /** Release every material and announce every material node, so meshes ask again (a texture that could not be made can be now). */
  private remakeAll(): void {
    if (this.disposed) return;
    for (const id of new Set([...this.made.keys(), ...this.tints.keys()])) {
      this.release(id);
      this.changed.next(id);
    }
  }

  /** A document was loaded: release everything (meshes are made again and ask). */
  reload(): void {
    for (const id of new Set([...this.made.keys(), ...this.tints.keys()])) this.release(id);
  }

  private release(id: NodeId): void {
    for (const tint of [...(this.tints.get(id) ?? [])]) this.releaseTint(id, tint);
    const made = this.made.get(id);
    if (!made) return;
    this.made.delete(id);
    this.guard(made.type, () => made.instance.dispose());
    for (const texture of made.textures) this.textures.release(texture);
  }

  /** Run a material type's code; a throw is reported with the type's name. */
  private guard<T>(type: MaterialTypeContribution, work: () => T): T | undefined {
    try {
      return work();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.reportError(new Error(`${type.titles.en} (${type.id}): ${message}`));
      return undefined;
    }
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.typesSubscription.unsubscribe();
    for (const id of new Set([...this.made.keys(), ...this.tints.keys()])) this.release(id);
    this.textures.dispose();
    this.changed.complete();
  }
}
