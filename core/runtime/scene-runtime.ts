import { Subject } from 'rxjs';
import type { Subscription } from 'rxjs';
import type { Scene } from '@babylonjs/core/scene.js';
import type { Node } from '@babylonjs/core/node.js';
import { GeometryBuilders, NodeAdapters, SCENE_ROOT_ID } from '../../sdk/index.js';
import { resolveSceneUrl } from './scene-url.js';
import { MaterialRuntime } from './material-runtime.js';
import type {
  ContributionRegistry, Disposable, GeometryBuilderContribution, MaterialBake, MaterialBakeRequest, NodeAdapter, NodeId, RuntimeContext, RuntimeObject, SceneChange, SceneDocumentService,
  SceneNodeData, SceneRuntimeHandle, ScenePatch,
} from '../../sdk/index.js';

/** What the runtime needs from the rest of the kernel. */
export interface SceneRuntimeDeps {
  /** The document it follows. */
  readonly document: SceneDocumentService;
  /** Where adapters and geometry builders are contributed. */
  readonly registry: ContributionRegistry;
  /** Bytes of a stored asset. */
  loadAsset(name: string): Promise<ArrayBuffer>;
  /** URL of a stored asset. */
  assetUrl(name: string): string;
  /** Root URL of stored assets (assetRootUrl() + name = assetUrl(name) for content-hash names). */
  assetRootUrl(): string;
  /** What the runtime holds while it runs (e.g. the hook that lets Babylon fetch stored assets); released on dispose. */
  hold?(): Disposable;
  /** Show a failure to the user. */
  reportError(error: unknown): void;
  /**
   * Report a failure of a node adapter (its `create`, or its object's `update` or `dispose`) as the fault of the plugin
   * that contributed it; without it, failures go to `reportError`.
   */
  reportAdapterFault?(adapter: NodeAdapter, error: unknown): void;
}

/** What the runtime remembers of one built node: its object, the adapter that built it, the builders it asked for. */
interface Built {
  readonly object: RuntimeObject;
  readonly adapter: NodeAdapter;
  readonly builders: Set<string>;
}

/**
 * Follows the document into one Babylon scene: each change (one per step) creates, updates, moves or disposes exactly
 * the engine objects of the nodes it touches, through the node type's adapter, and updates each node once, with every
 * key the step changed. Every adapter call is guarded: a throw is reported as the adapter's plugin's fault, the rest of
 * the step is still applied, and the node is resynchronised (disposed and created again from the document; when its
 * creation fails, it stays without an engine object, is marked failed and is created again on its next change).
 * It follows the contributions too: when a node adapter or a geometry builder arrives, leaves or is replaced, the
 * nodes that use it are rebuilt (or released).
 */
export class SceneRuntime implements SceneRuntimeHandle {
  private readonly built = new Map<NodeId, Built>();
  private readonly objects = new Map<NodeId, RuntimeObject>();
  /** Nodes whose adapter failed to create them: created again on their next change. */
  private readonly failed = new Set<NodeId>();
  /** The nodes created while the current change is applied (they are built from the document as it is: no update). */
  private createdInStep: Set<NodeId> | undefined;
  private readonly applied = new Subject<void>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly subscriptions: Subscription[] = [];
  private created = 0;
  private disposed = false;
  readonly onDidApply = this.applied.asObservable();
  private readonly held: Disposable | undefined;
  /** The builder each class name resolved to when last looked at, to tell which class names changed. */
  private resolvedBuilders = new Map<string, GeometryBuilderContribution | undefined>();
  /** What every node's context shares (one set of functions per runtime, not per node of a 10,000-node scene). */
  private readonly sharedContext: Omit<RuntimeContext, 'geometryBuilder'>;
  /** The document's materials as Babylon materials, asked for by mesh adapters. */
  readonly materials: MaterialRuntime;

  constructor(private readonly scene: Scene, private readonly deps: SceneRuntimeDeps) {
    this.materials = new MaterialRuntime(scene, { document: deps.document, registry: deps.registry, assetUrl: (name) => deps.assetUrl(name), reportError: (e) => deps.reportError(e) });
    this.sharedContext = this.createSharedContext(); // after the materials: it hands out their change stream
    this.held = deps.hold?.();
    this.buildAll();
    this.subscriptions.push(deps.document.onDidChange.subscribe((change) => this.onChange(change)));
    this.subscriptions.push(deps.document.onDidLoad.subscribe(() => {
      this.disposeAll();
      this.materials.reload();
      this.buildAll();
    }));
    this.subscriptions.push(deps.registry.list(NodeAdapters).onDidChange.subscribe(() => this.followAdapters()));
    this.subscriptions.push(deps.registry.list(GeometryBuilders).onDidChange.subscribe(() => this.followBuilders()));
  }

  /** The last contributed builder of a class name (a later plugin overrides an earlier one). */
  private builderFor(className: string): GeometryBuilderContribution | undefined {
    const list = this.deps.registry.list(GeometryBuilders).current;
    for (let i = list.length - 1; i >= 0; i--) if (list[i].id === className) return list[i];
    return undefined;
  }

  private createSharedContext(): Omit<RuntimeContext, 'geometryBuilder'> {
    return {
      scene: this.scene,
      node: (id) => this.deps.document.get(id),
      objectOf: (id) => this.objects.get(id),
      loadAsset: (name) => this.deps.loadAsset(name),
      assetUrl: (name) => this.deps.assetUrl(name),
      assetRootUrl: () => this.deps.assetRootUrl(),
      resolveUrl: (ref) => resolveSceneUrl(ref, (name) => this.deps.assetUrl(name)),
      material: (id) => this.materials.material(id),
      tintedMaterial: (id, color) => this.materials.tinted(id, color),
      onDidChangeMaterial: this.materials.onDidChangeMaterial,
      onDidApply: this.onDidApply,
      track: (work) => {
        this.pending.add(work);
        const done = () => this.pending.delete(work);
        work.then(done, done);
        return work;
      },
      reportError: (error) => this.deps.reportError(error),
    };
  }

  /** The context one node's adapter gets: it records the geometry builders the node asks for. */
  private contextFor(builders: Set<string>): RuntimeContext {
    return {
      ...this.sharedContext,
      geometryBuilder: (className) => {
        builders.add(className);
        const builder = this.builderFor(className);
        this.resolvedBuilders.set(className, builder);
        return builder;
      },
    };
  }

  /** Build nodes whose adapter arrived; rebuild those whose adapter was replaced; release those whose adapter left. */
  private followAdapters(): void {
    if (this.disposed) return;
    const stale = [...this.built.entries()].filter(([id, b]) => {
      const node = this.deps.document.get(id);
      return !node || this.adapterFor(node.type) !== b.adapter;
    }).map(([id]) => id);
    this.rebuild(stale);
    let arrived = false;
    for (const id of this.deps.document.ids()) {
      if (this.built.has(id)) continue;
      this.create(id);
      arrived ||= this.built.has(id);
    }
    // A node built now may be the nearest engine ancestor of nodes built before it.
    if (arrived) {
      for (const [id, b] of this.built) {
        const node = this.deps.document.get(id);
        if (node && b.object.node) b.object.node.parent = this.engineParentOf(node);
      }
    }
    this.applied.next();
  }

  /** Rebuild the nodes that asked for a geometry builder whose contribution changed. */
  private followBuilders(): void {
    if (this.disposed) return;
    const changed = new Set<string>();
    for (const [className, before] of this.resolvedBuilders) {
      const now = this.builderFor(className);
      if (now !== before) changed.add(className);
    }
    if (!changed.size) return;
    const users = [...this.built.entries()].filter(([, b]) => [...b.builders].some((c) => changed.has(c))).map(([id]) => id);
    this.rebuild(users);
    this.applied.next();
  }

  /**
   * Dispose these nodes and their descendants (a child's adapter may hold its parent's engine object, as a shadow
   * generator holds its light), then create them again with the adapters contributed now.
   */
  private rebuild(ids: readonly NodeId[]): void {
    if (!ids.length) return;
    const doc = this.deps.document;
    const order: NodeId[] = [];
    const seen = new Set<NodeId>();
    const visit = (id: NodeId) => {
      if (seen.has(id)) return;
      seen.add(id);
      order.push(id);
      for (const child of doc.get(id)?.children ?? []) visit(child);
    };
    for (const id of ids) visit(id);
    for (let i = order.length - 1; i >= 0; i--) this.disposeOne(order[i]);
    // Parents before children, in document order.
    for (const id of doc.ids()) if (seen.has(id)) this.create(id);
  }

  get createdCount(): number {
    return this.created;
  }

  objectOf(id: NodeId): RuntimeObject | undefined {
    return this.objects.get(id);
  }

  bakeMaterial(id: NodeId, request: MaterialBakeRequest): Promise<MaterialBake | undefined> {
    return this.materials.bake(id, request);
  }

  async whenIdle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private adapterFor(type: string): NodeAdapter | undefined {
    const list = this.deps.registry.list(NodeAdapters).current;
    for (let i = list.length - 1; i >= 0; i--) if (list[i].id === type) return list[i];
    return undefined;
  }

  private buildAll(): void {
    this.inBulk(() => {
      for (const id of this.deps.document.ids()) this.create(id);
    });
    this.applied.next();
  }

  /**
   * Build or dispose many nodes at once: every material assignment would mark each user mesh dirty and every disposal
   * would reset the active mesh lists (both per node, so quadratic work over a 10,000-node scene); the scene marks its
   * materials dirty once when the block ends.
   */
  private inBulk(work: () => void): void {
    const scene = this.scene;
    const materials = scene.blockMaterialDirtyMechanism;
    const activeMeshes = scene.blockfreeActiveMeshesAndRenderingGroups;
    scene.blockMaterialDirtyMechanism = true;
    scene.blockfreeActiveMeshesAndRenderingGroups = true;
    try {
      work();
    } finally {
      scene.blockfreeActiveMeshesAndRenderingGroups = activeMeshes;
      scene.blockMaterialDirtyMechanism = materials;
    }
  }

  private create(id: NodeId): void {
    if (this.objects.has(id)) return;
    const node = this.deps.document.get(id);
    if (!node) return;
    const adapter = this.adapterFor(node.type);
    if (!adapter) return;
    const builders = new Set<string>();
    try {
      const object = adapter.create(node, this.contextFor(builders));
      this.created++;
      this.objects.set(id, object);
      this.built.set(id, { object, adapter, builders });
      this.failed.delete(id);
      this.createdInStep?.add(id);
      if (object.node) {
        object.node.metadata = { ...(object.node.metadata as object | null), nodeId: id };
        object.node.parent = this.engineParentOf(node);
      }
    } catch (error) {
      this.failed.add(id);
      this.adapterFault(adapter, error);
    }
  }

  private adapterFault(adapter: NodeAdapter, error: unknown): void {
    if (this.deps.reportAdapterFault) this.deps.reportAdapterFault(adapter, error);
    else this.deps.reportError(error);
  }

  /** The nearest ancestor's Babylon node (the Scene root has none). */
  private engineParentOf(node: SceneNodeData): Node | null {
    for (let parent = node.parent; parent !== null && parent !== SCENE_ROOT_ID;) {
      const engine = this.objects.get(parent)?.node;
      if (engine) return engine;
      parent = this.deps.document.get(parent)?.parent ?? null;
    }
    return null;
  }

  private disposeOne(id: NodeId): void {
    this.failed.delete(id);
    const object = this.objects.get(id);
    if (!object) return;
    const adapter = this.built.get(id)?.adapter;
    this.objects.delete(id);
    this.built.delete(id);
    try {
      object.dispose();
    } catch (error) {
      if (adapter) this.adapterFault(adapter, error);
      else this.deps.reportError(error);
    }
  }

  private onChange(change: SceneChange): void {
    if (this.disposed) return;
    // Materials first: a mesh updated below may name a material inserted by the same change.
    this.materials.applyChange(change);
    // Structure first, in order; then each node still standing is updated once with every key the step changed.
    const updates = new Map<NodeId, Set<string>>();
    const created = new Set<NodeId>();
    this.createdInStep = created;
    try {
      for (const patch of change.patches) this.applyPatch(patch, updates);
      // Nodes that need another kind of engine object are built again together (one pass over the document; many
      // at once in bulk, one alone without making the scene mark every material dirty afterwards).
      const rebuilds: NodeId[] = [];
      for (const [id, keys] of updates) if (!created.has(id)) this.updateOne(id, [...keys], rebuilds);
      if (rebuilds.length > 1) this.inBulk(() => this.rebuild(rebuilds));
      else this.rebuild(rebuilds);
    } finally {
      this.createdInStep = undefined;
    }
    this.applied.next();
  }

  /**
   * Hand a node's changed keys to its engine object; a failing update (or a node that failed before) is rebuilt. A node
   * whose object asks for another kind of engine object goes to `rebuilds`.
   */
  private updateOne(id: NodeId, keys: readonly string[], rebuilds: NodeId[]): void {
    const node = this.deps.document.get(id);
    if (!node) return;
    if (this.failed.has(id)) {
      this.rebuild([id]);
      return;
    }
    const built = this.built.get(id);
    if (!built) return;
    try {
      if (built.object.needsRebuild?.(node, keys)) {
        rebuilds.push(id);
        return;
      }
      built.object.update(node, keys);
    } catch (error) {
      this.adapterFault(built.adapter, error);
      // The engine object may be half updated: build it again from the document.
      this.rebuild([id]);
    }
  }

  private applyPatch(patch: ScenePatch, updates: Map<NodeId, Set<string>>): void {
    const doc = this.deps.document;
    switch (patch.op) {
      case 'setProp':
      case 'setName': {
        let keys = updates.get(patch.id);
        if (!keys) updates.set(patch.id, (keys = new Set()));
        keys.add(patch.op === 'setName' ? 'name' : patch.key);
        return;
      }
      case 'insert':
        for (const n of patch.nodes) if (doc.get(n.id)) this.create(n.id);
        return;
      case 'remove':
        for (let i = patch.nodes.length - 1; i >= 0; i--) this.disposeOne(patch.nodes[i].id);
        return;
      case 'move': {
        const node = doc.get(patch.id);
        const object = this.objects.get(patch.id);
        if (!node || !object) return;
        if (object.node) object.node.parent = this.engineParentOf(node);
        else {
          this.disposeOne(patch.id);
          this.create(patch.id);
        }
        return;
      }
      case 'setSection':
        return;
    }
  }

  private disposeAll(): void {
    const ids = [...this.objects.keys()].reverse();
    this.inBulk(() => {
      for (const id of ids) this.disposeOne(id);
    });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const s of this.subscriptions.splice(0)) s.unsubscribe();
    this.disposeAll();
    this.materials.dispose();
    this.held?.dispose();
    this.applied.complete();
  }
}
