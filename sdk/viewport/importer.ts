import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { AnimationGroupData } from '../animation/animation-data.js';
import type { NodeId, SceneNodeData } from '../scene/document.js';
import type { LocalizedText } from '../workbench/locale.js';

/** One stored scene asset to upload. */
export interface SceneAssetUpload {
  /** Asset name (content-addressed names upload once). */
  readonly name: string;
  /** The bytes. */
  readonly bytes: Uint8Array;
}

/** What an importer may use. */
export interface ImportContext {
  /** Where the imported nodes go. */
  readonly parent: NodeId;
  /** A new node id. */
  newId(): NodeId;
  /** Store assets on the server (skipping ones that exist); reports progress 0..1. */
  saveAssets(assets: readonly SceneAssetUpload[], onProgress?: (progress: number) => void): Promise<void>;
  /** Translate a message key. */
  t(key: string, values?: Record<string, string | number>): string;
}

/** What an import produces: a subtree to insert (nodes[0] is its top). */
export interface ImportResult {
  /** Nodes, top first, as in an insert patch. */
  readonly nodes: readonly SceneNodeData[];
  /**
   * The lowest y of the model under the top node, in that node's space, when the importer can tell: a drop on a
   * surface lifts the top node by it so the model stands on the surface instead of sinking to its origin.
   */
  readonly bottom?: number;
  /** The model's own animations as animation groups (owned by the imported nodes), stored with the nodes in the same undo step. */
  readonly animationGroups?: readonly AnimationGroupData[];
  /**
   * Material nodes the import brings (an imported model's own materials, spec: issue 13 §9), with `parent`
   * MATERIAL_CONTAINER_ID; added to the scene's material library in the same undo step as `nodes`.
   */
  readonly materials?: readonly SceneNodeData[];
}

/** Turns dropped or chosen files into scene nodes and stored assets. */
export interface ImporterContribution {
  /** Unique id. */
  readonly id: string;
  /** Title per language (file dialog filter). */
  readonly titles: LocalizedText;
  /** Lower-case extensions with the dot, e.g. ['.glb', '.gltf']. */
  readonly extensions: readonly string[];
  /** Import a set of files dropped together (main file plus its .bin and textures). */
  import(files: readonly File[], ctx: ImportContext): Promise<ImportResult>;
}

/** Model and scene importers. */
export const Importers = defineContributionPoint<ImporterContribution>('viewport.importers');
