import { admitContentId } from '../kernel/content-id.js';
import type { Observable } from 'rxjs';
import type { Scene } from '@babylonjs/core/scene.js';
import type { Node } from '@babylonjs/core/node.js';
import type { AnimationGroup } from '@babylonjs/core/Animations/animationGroup.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { NodeId, SceneNodeData } from '../scene/document.js';
import type { Color3Value } from './values.js';
import type { GeometryBuilderContribution } from './geometry.js';
import type { AnimatedSetter } from './animated-setter.js';

/** What an adapter may use while it creates and updates engine objects. */
export interface RuntimeContext {
  /** The Babylon scene the runtime fills. */
  readonly scene: Scene;
  /** A document node by id (the truth). */
  node(id: NodeId): SceneNodeData | undefined;
  /** The engine object the runtime holds for a node, if created. */
  objectOf(id: NodeId): RuntimeObject | undefined;
  /** A geometry builder by class name. */
  geometryBuilder(className: string): GeometryBuilderContribution | undefined;
  /** Bytes of a stored scene asset (a `.kmb` mesh, a model file, an image) by name. */
  loadAsset(name: string): Promise<ArrayBuffer>;
  /** A URL the engine can fetch a stored scene asset from. */
  assetUrl(name: string): string;
  /**
   * The root URL to give a model loader for a stored model, so the files it names by content-hash name (an OBJ's
   * .mtl and textures) load from the stored assets: `assetRootUrl() + name` is `assetUrl(name)` for such names.
   */
  assetRootUrl(): string;
  /**
   * The URL the engine may fetch for a URL or asset name found in scene content or set by logic (an image, an
   * environment): a stored asset's URL for a name, a same-origin URL, a data: URL; undefined for anything that would
   * leave the page's origin (parsed with `URL` against the page, origins compared: `/\host` and the like are refused).
   */
  resolveUrl(ref: string): string | undefined;
  /**
   * The Babylon material of a material node (spec 001 §2), made on first use by the material runtime; undefined when
   * the id is empty, names no material node, or its type is not contributed. Do not dispose it: the runtime owns it.
   */
  material(id: NodeId): Material | undefined;
  /**
   * Emits the id of a material node whose Babylon material was made again, removed or replaced (type switch, rebuild,
   * type contributed or gone): meshes that use it ask `material(id)` again. In-place prop edits do not emit.
   */
  readonly onDidChangeMaterial: Observable<NodeId>;
  /**
   * A material of the caller's own, made by a material node's type from the node's props with its base colour (the
   * descriptor whose material role is 'baseColor') replaced by `color`: what an imported model's Colour puts on its
   * meshes. It follows the node's later edits (the base colour excepted) and is released by `dispose`. Undefined when
   * `material(id)` would be or the type has no base colour. When the node's material is made again
   * (`onDidChangeMaterial`), the runtime releases it: ask again.
   */
  tintedMaterial(id: NodeId, color: Color3Value): TintedMaterial | undefined;
  /** Emits after each batch of document changes has been applied to the engine. */
  readonly onDidApply: Observable<void>;
  /** Register asynchronous work (an asset load) so the runtime knows when the scene is complete; returns it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Report a failure the user should see (already translated or a plain error). */
  reportError(error: unknown): void;
}

/** A material node's material with its own base colour, for one user (see `RuntimeContext.tintedMaterial`). */
export interface TintedMaterial {
  /** The Babylon material to put on meshes. */
  readonly material: Material;
  /** Change the base colour in place. */
  setColor(color: Color3Value): void;
  /** Release the material and the textures it holds (again: nothing). */
  dispose(): void;
}

/** The engine side of one document node, owned by the runtime. */
export interface RuntimeObject {
  /** The Babylon node children attach to and picking resolves to, when the node type has one. */
  readonly node?: Node;
  /** Apply changed props (or name) of the document node; never create what already exists. */
  update(node: SceneNodeData, changedKeys: readonly string[]): void;
  /**
   * Whether a change needs another kind of engine object than this one (a mesh drawn as an instance of a shared mesh
   * that now needs a mesh of its own, or the other way round). The runtime then disposes the object and creates it
   * again from the document (with its descendants) instead of calling `update`. Absent: never.
   */
  needsRebuild?(node: SceneNodeData, changedKeys: readonly string[]): boolean;
  /**
   * The engine animation groups the node's model brought, in the model's order (empty until it has loaded). They are
   * bound to the model's own meshes and never start by themselves: the animation player runs them as the document's
   * animation groups (`AnimationGroupData.clip`) say.
   */
  animationGroups?(): readonly AnimationGroup[];
  /**
   * A direct engine write of an animated property path ('position', 'position.y'…) for playback, or undefined when the
   * object has none for it (the player then shows the value through `update` with a copy of the node).
   */
  animatedSetter?(path: string): AnimatedSetter | undefined;
  /** Release every engine object it created. */
  dispose(): void;
}

/** Creates the engine object of one node type. */
export interface NodeAdapter {
  /** The id of the node type it makes engine objects for (the nodes' stored `type`). */
  readonly id: string;
  /** Create the engine object for a node; the runtime parents `node` afterwards. */
  create(node: SceneNodeData, ctx: RuntimeContext): RuntimeObject;
}

/** Runtime adapters by node-type class name. */
export const NodeAdapters = defineContributionPoint<NodeAdapter>('viewport.nodeAdapters', { faultSite: 'adapter', admit: admitContentId('className') });

/** The document node id a Babylon node belongs to (set by the runtime in `metadata.nodeId`), searching up its parents. */
export function nodeIdOfEngineNode(node: Node | null | undefined): NodeId | undefined {
  for (let n = node; n; n = n.parent) {
    const id = (n.metadata as { nodeId?: unknown } | null | undefined)?.nodeId;
    if (typeof id === 'string') return id;
  }
  return undefined;
}
