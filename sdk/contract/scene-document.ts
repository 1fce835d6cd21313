import { z } from 'zod';
import { WireLimits } from './limit-values.js';

// The shape of a scene's `content` (SceneDocumentData, sdk/scene/document.ts) as a schema with limits, for the
// tools that check a document they did not write (the command line's `validate`, an archive read offline).

/** Upper bounds of a scene document. */
export const SCENE_DOCUMENT_LIMITS = {
  /** Most nodes of one document (a 10,000-node scene is the export benchmark's; twenty times that is refused). */
  nodes: 200_000,
  /** Most children of one node. */
  children: 100_000,
  /** Longest node id. */
  idChars: WireLimits.idChars,
  /** Longest node type (a class name). */
  typeChars: 128,
  /** Longest node name. */
  nameChars: 1024,
  /** Most exposed properties, animations or external resources. */
  sectionItems: WireLimits.listItems,
} as const;

const NodeIdText = z.string().min(1).max(SCENE_DOCUMENT_LIMITS.idChars);

/** One node of a document. Its props are free-form JSON, bounded by the edge walk (depth, list length, keys). */
export const SceneNodeSchema = z.object({
  id: NodeIdText,
  type: z.string().min(1).max(SCENE_DOCUMENT_LIMITS.typeChars),
  parent: NodeIdText.nullable(),
  name: z.string().max(SCENE_DOCUMENT_LIMITS.nameChars),
  props: z.record(z.string(), z.unknown()),
  children: z.array(NodeIdText).max(SCENE_DOCUMENT_LIMITS.children),
});

/** An exposed property (its owner and path are checked against the nodes by the reference checks). */
export const ExposedPropertySchema = z.object({
  id: z.string().min(1).max(SCENE_DOCUMENT_LIMITS.idChars),
  name: z.string().max(WireLimits.nameChars),
  group: z.string().max(WireLimits.nameChars),
  type: z.string().max(SCENE_DOCUMENT_LIMITS.typeChars),
  path: z.string().max(1024),
  owner: z.object({ kind: z.enum(['node', 'animationGroup', 'material', 'sharedChannel', 'materialStage']), id: z.string().max(SCENE_DOCUMENT_LIMITS.idChars) }),
}).loose();

/** The logic section: generated code and Blockly XML with their backups. */
export const SceneLogicSchema = z.object({ code: z.string(), xml: z.string(), codeBackup: z.string(), xmlBackup: z.string() });

/**
 * A scene document with its nodes left unchecked: what a checker of a large document parses first, before it checks
 * each node with SceneNodeSchema (one node's copy at a time instead of the whole graph's).
 */
export const SceneDocumentShellSchema = z.object({
  format: z.literal('scene-document'),
  version: z.literal(1),
  nodes: z.record(NodeIdText, z.unknown()),
  exposed: z.array(ExposedPropertySchema).max(SCENE_DOCUMENT_LIMITS.sectionItems),
  animations: z.array(z.unknown()).max(SCENE_DOCUMENT_LIMITS.sectionItems),
  logic: SceneLogicSchema,
  externalResources: z.array(z.unknown()).max(SCENE_DOCUMENT_LIMITS.sectionItems),
});

/** A scene document as the current version (1) stores it. */
export const SceneDocumentSchema = SceneDocumentShellSchema.extend({ nodes: z.record(NodeIdText, SceneNodeSchema) });
