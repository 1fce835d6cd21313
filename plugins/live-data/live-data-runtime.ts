import { dataUrlOrigin, httpOriginsOf } from '../../libs/origins/index.js';
import { ALLOWED_ORIGINS_PROP, LIVE_DATA_PROP, PUZZLE_LIMITS, readLiveData, STATE_ANIMATION_TARGET } from '../../sdk/index.js';
import type {
  BindingData, BindingScalar, DataSourceConfig, DataSourceCounters, DataSourceKind, DataSourceStatus, JsonObject, JsonValue, LiveDataConfig,
  NodeId, RuntimeObject, SceneNodeData,
} from '../../sdk/index.js';
import { parseJsonPath, valueAtJsonPath } from '../../libs/data-paths/index.js';
import { BindingRoutes } from './binding-routes.js';
import { SourceSession, realClock } from './source-session.js';
import type { SessionClock } from './source-session.js';
import { applyTransforms, FormulaCache, UnusableValue } from './transforms.js';
import { itemIndexes, withTargetValues } from './target-value.js';

/** What the runtime reads and drives. */
export interface LiveDataRuntimeDeps {
  /** The scene document (read only). */
  readonly document: { get(id: NodeId): SceneNodeData | undefined; readonly root: SceneNodeData };
  /** The contributed source kinds now. */
  kinds(): readonly DataSourceKind[];
  /** The engine objects of the scene shown now (the viewport's or the player's runtime), if one runs. */
  engine(): { objectOf(id: NodeId): RuntimeObject | undefined } | undefined;
  /** Ask for a frame to be drawn (engine values changed outside the document). */
  requestRender(): void;
  /** Run `fn` before the next frame (once however often it is asked). */
  requestFrame(fn: () => void): void;
  /** The statuses changed (called at most once a frame). */
  onStatus(statuses: ReadonlyMap<string, DataSourceStatus>): void;
  /**
   * Show a state animation's state (a text: a state's id or name) or progress (a number) at run time, or, with
   * undefined, what the document says again (live data off, the binding gone). Called at most once a frame per animation.
   */
  showState?(animationId: string, value: BindingScalar | undefined): void;
  /** Bindings' values changed (called at most once a frame, with the changed ones). */
  onValues?(values: ReadonlyMap<string, BindingScalar>): void;
  readonly clock?: SessionClock;
}

interface BoundEntry {
  readonly binding: BindingData;
  readonly segments: readonly (string | number)[] | undefined;
}

const NO_COUNTERS: DataSourceCounters = { received: 0, dropped: 0, malformed: 0, oversized: 0, flooded: 0, unusable: 0, reconnects: 0 };

/**
 * Live data of one scene: connects the sources of the Scene root's live-data prop, routes each message to the bindings
 * that read it, and shows bound values on their nodes as an overlay of the engine (each node's runtime object is
 * updated with a copy of its document node carrying the values, as the animation player shows animated values): the
 * document is never written, nothing is marked unsaved, and turning live data off shows the document's values again.
 * Messages are coalesced: the last value of each binding wins, and bound nodes are updated once a frame.
 */
export class LiveDataRuntime {
  private enabled = false;
  private config: LiveDataConfig = { sources: [], bindings: [] };
  private configText = '';
  private readonly sessions = new Map<string, { readonly session: SourceSession; readonly key: string }>();
  private readonly fixedStatus = new Map<string, DataSourceStatus>();
  private routes = new BindingRoutes<BoundEntry>([]);
  private byNode = new Map<NodeId, BindingData[]>();
  private readonly values = new Map<string, BindingScalar>();
  private readonly dirtyNodes = new Set<NodeId>();
  /** State animations whose bound value changed since the last frame, with the value (undefined: back to the document's). */
  private readonly dirtyStates = new Map<string, BindingScalar | undefined>();
  /** State animations shown from live values. */
  private readonly drivenStates = new Set<string>();
  private readonly changedValues = new Map<string, BindingScalar>();
  /** Top-level prop names shown from live values, by node. */
  private readonly overlaid = new Map<NodeId, Set<string>>();
  /**
   * What each overlaid node shows: the document props it was made from, the props shown, and the item places of its
   * lists; with the bindings changed since, the next frame writes only those (not every binding of the node again).
   */
  private readonly shown = new Map<NodeId, { readonly base: SceneNodeData['props']; readonly props: JsonObject; readonly indexes: Map<string, Map<string, number>> }>();
  private readonly changedOnNode = new Map<NodeId, Set<BindingData>>();
  private readonly formulas = new FormulaCache();
  private statusDirty = false;
  private frameAsked = false;

  constructor(private readonly deps: LiveDataRuntimeDeps) {}

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** The last value a binding showed. */
  valueOf(bindingId: string): BindingScalar | undefined {
    return this.values.get(bindingId);
  }

  /** Turn on (connect) or off (disconnect and show the document's values). */
  setEnabled(enabled: boolean): void {
    if (enabled === this.enabled) return;
    this.enabled = enabled;
    if (enabled) {
      this.configText = '';
      this.sync();
      return;
    }
    for (const { session } of this.sessions.values()) session.dispose();
    this.sessions.clear();
    this.values.clear();
    this.changedValues.clear();
    this.shown.clear();
    this.changedOnNode.clear();
    for (const id of this.overlaid.keys()) this.dirtyNodes.add(id);
    this.dirtyStates.clear();
    for (const id of this.drivenStates) this.dirtyStates.set(id, undefined);
    this.statusDirty = true;
    this.askFrame();
  }

  /** Read the document's live data again (after a load or a change of the Scene root) and connect what changed. */
  sync(): void {
    if (!this.enabled) return;
    const raw = this.deps.document.root.props[LIVE_DATA_PROP];
    const origins = this.deps.document.root.props[ALLOWED_ORIGINS_PROP];
    const text = JSON.stringify([raw ?? null, origins ?? '', this.deps.kinds().map((k) => k.id)]);
    if (text === this.configText) return;
    this.configText = text;
    this.config = readLiveData(raw);
    this.shown.clear();
    this.index();
    const allowed = typeof origins === 'string' ? httpOriginsOf(origins, PUZZLE_LIMITS.allowedOrigins) : [];
    const wanted = new Set<string>();
    this.fixedStatus.clear();
    for (const source of this.config.sources) {
      wanted.add(source.id);
      const kind = this.deps.kinds().find((k) => k.id === source.kind);
      const refusal = this.refusal(source, kind, allowed);
      if (refusal || !kind) {
        this.sessions.get(source.id)?.session.dispose();
        this.sessions.delete(source.id);
        this.fixedStatus.set(source.id, { source: source.id, state: 'error', counters: NO_COUNTERS, reason: refusal ?? { key: 'liveData.error.kind', values: { kind: source.kind } } });
        continue;
      }
      const topics = [...new Set(this.config.bindings.filter((b) => b.source === source.id && b.topic).map((b) => b.topic))];
      const key = JSON.stringify([source, topics]);
      const running = this.sessions.get(source.id);
      if (running?.key === key) continue;
      running?.session.dispose();
      const session = new SourceSession(kind, source, topics, (topic, message) => this.route(source.id, topic, message), () => this.statusChanged(), this.deps.clock ?? realClock);
      this.sessions.set(source.id, { session, key });
    }
    for (const [id, { session }] of this.sessions) {
      if (wanted.has(id)) continue;
      session.dispose();
      this.sessions.delete(id);
    }
    // Values of bindings that are gone are no longer shown.
    const ids = new Set(this.config.bindings.map((b) => b.id));
    for (const id of this.values.keys()) if (!ids.has(id)) this.values.delete(id);
    for (const id of this.overlaid.keys()) this.dirtyNodes.add(id);
    for (const b of this.config.bindings) if (this.values.has(b.id) && b.target.property !== STATE_ANIMATION_TARGET) this.dirtyNodes.add(b.target.node);
    const bound = new Set(this.config.bindings.filter((b) => b.target.property === STATE_ANIMATION_TARGET).map((b) => b.target.item));
    for (const id of this.drivenStates) if (!bound.has(id)) this.dirtyStates.set(id, undefined);
    this.statusChanged();
  }

  /** The document was applied to the engine again (an edit): show the live values over it again. */
  reapply(): void {
    this.shown.clear(); // the engine objects may be new: the next frame shows every value again
    if (!this.overlaid.size) return;
    for (const id of this.overlaid.keys()) this.dirtyNodes.add(id);
    this.askFrame();
  }

  /** The statuses of the scene's sources now. */
  statuses(): Map<string, DataSourceStatus> {
    const out = new Map<string, DataSourceStatus>();
    for (const source of this.config.sources) {
      const status = this.sessions.get(source.id)?.session.status ?? this.fixedStatus.get(source.id);
      out.set(source.id, status ?? { source: source.id, state: 'off', counters: NO_COUNTERS });
    }
    return out;
  }

  dispose(): void {
    this.setEnabled(false);
    this.flush();
  }

  private refusal(source: DataSourceConfig, kind: DataSourceKind | undefined, allowed: readonly string[]): DataSourceStatus['reason'] {
    if (!kind) return { key: 'liveData.error.kind', values: { kind: source.kind } };
    if (kind.sameServer) return undefined;
    let scheme = '';
    try {
      scheme = new URL(source.url).protocol;
    } catch {
      return { key: 'liveData.error.url', values: { url: source.url.slice(0, 100) } };
    }
    if (!kind.schemes.includes(scheme)) return { key: 'liveData.error.scheme', values: { scheme, schemes: kind.schemes.join(' ') } };
    const origin = dataUrlOrigin(source.url);
    if (!origin || !allowed.includes(origin)) return { key: 'liveData.error.origin', values: { origin: origin ?? source.url.slice(0, 100) } };
    return undefined;
  }

  private index(): void {
    this.byNode = new Map();
    for (const binding of this.config.bindings) {
      if (binding.target.property === STATE_ANIMATION_TARGET) continue; // not a property of its node
      const onNode = this.byNode.get(binding.target.node);
      if (onNode) onNode.push(binding);
      else this.byNode.set(binding.target.node, [binding]);
    }
    this.routes = new BindingRoutes(this.config.bindings.map((binding) => ({ binding, segments: parseJsonPath(binding.path) })));
  }

  private route(sourceId: string, topic: string, message: JsonValue): void {
    let unusable = false;
    for (const { binding, segments } of this.routes.routesOf(sourceId, topic)) {
      const raw = segments ? valueAtJsonPath(message, segments) : undefined;
      if (raw === undefined) {
        unusable = true;
        continue;
      }
      try {
        const value = applyTransforms(raw, binding.transforms, this.formulas);
        if (this.values.get(binding.id) === value) continue;
        this.values.set(binding.id, value);
        this.changedValues.set(binding.id, value);
        if (binding.target.property === STATE_ANIMATION_TARGET) this.dirtyStates.set(binding.target.item, value);
        else {
          this.dirtyNodes.add(binding.target.node);
          const changed = this.changedOnNode.get(binding.target.node);
          if (changed) changed.add(binding);
          else this.changedOnNode.set(binding.target.node, new Set([binding]));
        }
      } catch (error) {
        if (!(error instanceof UnusableValue)) throw error;
        unusable = true;
      }
    }
    if (unusable) this.sessions.get(sourceId)?.session.countUnusable();
    if (this.dirtyNodes.size || this.dirtyStates.size) this.askFrame();
  }

  private statusChanged(): void {
    this.statusDirty = true;
    this.askFrame();
  }

  private askFrame(): void {
    if (this.frameAsked) return;
    this.frameAsked = true;
    this.deps.requestFrame(() => {
      this.frameAsked = false;
      this.flush();
    });
  }

  /** Show the values of every node that changed since the last frame, and report statuses. */
  private flush(): void {
    const engine = this.deps.engine();
    let drawn = false;
    for (const id of this.dirtyNodes) {
      const node = this.deps.document.get(id);
      const object = engine?.objectOf(id);
      if (!node || !object) {
        this.overlaid.delete(id);
        this.shown.delete(id);
        continue;
      }
      drawn = this.showNode(node, object, this.changedOnNode.get(id)) || drawn;
    }
    this.dirtyNodes.clear();
    this.changedOnNode.clear();
    for (const [id, value] of this.dirtyStates) {
      if (value === undefined) this.drivenStates.delete(id);
      else this.drivenStates.add(id);
      this.deps.showState?.(id, value);
    }
    this.dirtyStates.clear();
    if (drawn) this.deps.requestRender();
    if (this.changedValues.size) {
      const changed = new Map(this.changedValues);
      this.changedValues.clear();
      this.deps.onValues?.(changed);
    }
    if (this.statusDirty) {
      this.statusDirty = false;
      this.deps.onStatus(this.statuses());
    }
  }

  private showNode(node: SceneNodeData, object: RuntimeObject, changed: ReadonlySet<BindingData> | undefined): boolean {
    const last = this.shown.get(node.id);
    if (this.enabled && last && last.base === node.props && changed?.size && [...changed].every((b) => b.target.item)) return this.showChanged(node, object, last, changed);
    const byProperty = new Map<string, { target: BindingData['target']; value: BindingScalar }[]>();
    for (const binding of this.enabled ? this.byNode.get(node.id) ?? [] : []) {
      const value = this.values.get(binding.id);
      if (value === undefined) continue;
      const list = byProperty.get(binding.target.property);
      const write = { target: binding.target, value };
      if (list) list.push(write);
      else byProperty.set(binding.target.property, [write]);
    }
    const before = this.overlaid.get(node.id);
    this.shown.delete(node.id);
    if (!byProperty.size) {
      this.overlaid.delete(node.id);
      if (!before) return false;
      object.update(node, [...before]);
      return true;
    }
    const props: JsonObject = { ...(node.props as JsonObject) };
    const indexes = new Map<string, Map<string, number>>();
    for (const [property, writes] of byProperty) {
      const value = withTargetValues(props[property], writes);
      if (value !== undefined) props[property] = value;
      if (Array.isArray(value)) indexes.set(property, itemIndexes(value));
    }
    const keys = new Set([...byProperty.keys(), ...(before ?? [])]);
    object.update({ ...node, props }, [...keys]);
    this.overlaid.set(node.id, new Set(byProperty.keys()));
    this.shown.set(node.id, { base: node.props, props, indexes });
    return true;
  }

  /** Only some bindings of a node changed since its last frame, its document unchanged: write those over what it shows. */
  private showChanged(node: SceneNodeData, object: RuntimeObject, last: { readonly props: JsonObject; readonly indexes: Map<string, Map<string, number>> }, changed: ReadonlySet<BindingData>): boolean {
    const byProperty = new Map<string, { target: BindingData['target']; value: BindingScalar }[]>();
    for (const binding of changed) {
      const value = this.values.get(binding.id);
      if (value === undefined) continue;
      const list = byProperty.get(binding.target.property);
      const write = { target: binding.target, value };
      if (list) list.push(write);
      else byProperty.set(binding.target.property, [write]);
    }
    if (!byProperty.size) return false;
    const props: JsonObject = { ...last.props };
    for (const [property, writes] of byProperty) {
      const value = withTargetValues(props[property], writes, last.indexes.get(property));
      if (value !== undefined) props[property] = value;
    }
    object.update({ ...node, props }, [...byProperty.keys()]);
    const overlaid = this.overlaid.get(node.id) ?? new Set<string>();
    for (const key of byProperty.keys()) overlaid.add(key);
    this.overlaid.set(node.id, overlaid);
    // Item places stay: only values changed, never the lists' order.
    this.shown.set(node.id, { base: node.props, props, indexes: last.indexes });
    return true;
  }
}
