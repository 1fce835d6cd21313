import type { Node } from '@babylonjs/core/node.js';
import type { Disposable } from '../kernel/lifecycle.js';
import { contribution } from '../kernel/plugin.js';
import type { ContributionBundle, PluginContext, PluginDefinition } from '../kernel/plugin.js';
import type { PropertyDescriptor } from '../scene/descriptor.js';
import type { SceneNodeData } from '../scene/document.js';
import type { JsonObject } from '../scene/json.js';
import { USER_DATA_PROP } from '../scene/user-metadata.js';
import { INTERACTIONS_PROP } from '../scene/interactions.js';
import { NodeTypes } from '../scene/points.js';
import type { NodeTypeContribution } from '../scene/points.js';
import type { LocalizedText } from '../workbench/locale.js';
import { NodeAdapters } from './adapter.js';
import type { NodeAdapter, RuntimeContext, RuntimeObject } from './adapter.js';
import { defaultsOf } from './common-descriptors.js';
import { NodePropsReader } from './node-props.js';
import type { NodeProps } from './node-props.js';
import type { AnimatedSetter } from './animated-setter.js';

/** The usual engine side of a node type: one Babylon node, created once, updated from changed props. */
export interface EngineNodeSpec<N extends Node> {
  /** Create the Babylon node (its props are applied right after, through `apply`). */
  create(node: SceneNodeData, ctx: RuntimeContext): N;
  /** Apply the changed props (`props.changed(...)` says which); the name is kept in step by the helper. */
  apply(target: N, props: NodeProps, ctx: RuntimeContext): void;
  /** Release the node; default `target.dispose(true)` (children stay with the runtime). */
  dispose?(target: N): void;
  /** A direct write of an animated property for playback (see `RuntimeObject.animatedSetter`). */
  animatedSetter?(target: N, path: string): AnimatedSetter | undefined;
}

/** What `defineNodeType` needs: the node type and how its engine side is made. */
export interface NodeTypeSpec<N extends Node = Node> {
  /** The type's id, stored in the node's `type`. */
  readonly id: string;
  /** Title per language. */
  readonly titles: LocalizedText;
  /** The descriptor table: the only place defaults live. */
  readonly descriptors: readonly PropertyDescriptor[];
  /** Whether users may create it from menus (default true). */
  readonly creatable?: boolean;
  /** Whether it may have children (default true). */
  readonly container?: boolean;
  /** Props a new node gets on top of the descriptor defaults (e.g. a mesh's default geometry). */
  readonly extraDefaults?: () => JsonObject;
  /** Declared properties the adapter does not read, each with who reads it instead (checked by the tests). */
  readonly readElsewhere?: Readonly<Record<string, string>>;
  /** A single Babylon node per document node (the common case). */
  readonly engine?: EngineNodeSpec<N>;
  /** A hand-written runtime object, for types that own several engine objects or none. */
  readonly runtime?: (node: SceneNodeData, ctx: RuntimeContext, read: (node: SceneNodeData, changedKeys: readonly string[]) => NodeProps) => RuntimeObject;
}

/** A node type built from its descriptor table: the contribution, its adapter, and the names its adapter has read. */
export interface NodeTypeBundle extends ContributionBundle {
  /** The node-type contribution (defaults from the descriptors). */
  readonly type: NodeTypeContribution;
  /** The runtime adapter. */
  readonly adapter: NodeAdapter;
  /** Declared properties the adapter does not read, with who reads them. */
  readonly readElsewhere: Readonly<Record<string, string>>;
  /** Every property name the adapter has read so far (for the descriptor-coverage test). */
  readonly readNames: ReadonlySet<string>;
}

function engineObject<N extends Node>(spec: EngineNodeSpec<N>, node: SceneNodeData, ctx: RuntimeContext, reader: NodePropsReader, allKeys: readonly string[]): RuntimeObject {
  const target = spec.create(node, ctx);
  spec.apply(target, reader.read(node, allKeys), ctx);
  return {
    node: target,
    update(next, keys) {
      if (keys.includes('name')) target.name = next.name;
      spec.apply(target, reader.read(next, keys), ctx);
    },
    dispose: () => (spec.dispose ? spec.dispose(target) : target.dispose(true)),
    ...(spec.animatedSetter ? { animatedSetter: (path: string) => spec.animatedSetter!(target, path) } : {}),
  };
}

/** Build a node type (contribution and adapter) from its descriptor table. */
export function defineNodeType<N extends Node>(spec: NodeTypeSpec<N>): NodeTypeBundle {
  if (!spec.engine === !spec.runtime) throw new Error(`Node type ${spec.id} needs exactly one of engine or runtime`);
  const readNames = new Set<string>();
  const reader = new NodePropsReader(spec.id, spec.descriptors, (name) => readNames.add(name));
  // User metadata (TRANSFORM_DESCRIPTORS) is data for the logic and the inspector: no adapter draws it.
  const userData: Record<string, string> = reader.declares(USER_DATA_PROP) ? { [USER_DATA_PROP]: 'the logic (scene.get) and the user-metadata editor' } : {};
  // Interactions (TRANSFORM_DESCRIPTORS) are run by the player's interaction runtime, edited by their panel.
  if (reader.declares(INTERACTIONS_PROP)) userData[INTERACTIONS_PROP] = 'the interaction runtime (player) and the interaction editor';
  const readElsewhere = { ...userData, ...spec.readElsewhere };
  for (const name of Object.keys(readElsewhere)) {
    if (!reader.declares(name)) throw new Error(`Node type ${spec.id} says '${name}' is read elsewhere, but does not declare it`);
  }
  // On creation every declared property counts as changed, so absent props take their defaults too.
  const allKeys = spec.descriptors.map((d) => d.name);
  const read = (node: SceneNodeData, keys: readonly string[]) => reader.read(node, keys);
  const adapter: NodeAdapter = {
    id: spec.id,
    create: (node, ctx) => (spec.engine ? engineObject(spec.engine, node, ctx, reader, allKeys) : spec.runtime!(node, ctx, read)),
  };
  const extra = spec.extraDefaults;
  const type: NodeTypeContribution = {
    id: spec.id,
    titles: spec.titles,
    descriptors: spec.descriptors,
    defaults: () => (extra ? { ...defaultsOf(spec.descriptors), ...extra() } : defaultsOf(spec.descriptors)),
    creatable: spec.creatable ?? true,
    container: spec.container ?? true,
  };
  return { type, adapter, readElsewhere, readNames, contributions: [contribution(NodeTypes, type), contribution(NodeAdapters, adapter)] };
}

/** Contribute a node type and its adapter through a plugin context; disposing removes both. Prefer listing the bundle in `contributes`. */
export function contributeNodeType(ctx: PluginContext, bundle: NodeTypeBundle): Disposable {
  const type = ctx.contribute(NodeTypes, bundle.type);
  const adapter = ctx.contribute(NodeAdapters, bundle.adapter);
  return { dispose: () => { adapter.dispose(); type.dispose(); } };
}

/**
 * A plugin that contributes node types and nothing else.
 * @deprecated SDK 1.0's shorthand, kept for plugins written against it: write `definePlugin({ id, contributes: [...bundles] })`.
 */
export function nodeTypePlugin(id: string, ...bundles: NodeTypeBundle[]): PluginDefinition {
  return { id, contributes: bundles };
}
