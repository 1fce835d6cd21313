import { descriptorDefault, SCENE_ROOT_ID } from '../../sdk/index.js';
import type { CreateNodeArgs, JsonObject, NodeId, NodeTypeContribution, SceneDocumentService, SelectionService, UndoService } from '../../sdk/index.js';

/** Props of a new node: the type's defaults (or each descriptor's default), then the caller's overrides. */
export function defaultProps(type: NodeTypeContribution): JsonObject {
  if (type.defaults) return type.defaults();
  const props: JsonObject = {};
  for (const d of type.descriptors) if (d.default !== undefined) props[d.name] = structuredClone(descriptorDefault(d)!);
  return props;
}

/** A name not used by another child of `parent`: 'Title', 'Title 2', 'Title 3'… */
export function uniqueChildName(document: SceneDocumentService, parent: NodeId, base: string): string {
  const names = new Set((document.get(parent)?.children ?? []).map((id) => document.get(id)?.name));
  if (!names.has(base)) return base;
  let n = 2;
  while (names.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

/** Insert a node of a type as one undo step and (by default) select it; returns its id. */
export function createNode(
  services: { document: SceneDocumentService; undo: UndoService; selection: SelectionService },
  type: NodeTypeContribution,
  title: string,
  args: CreateNodeArgs = {},
): NodeId {
  const { document, undo, selection } = services;
  const parent = args.parent && document.get(args.parent) ? args.parent : SCENE_ROOT_ID;
  const id = document.newId();
  const name = args.name ?? uniqueChildName(document, parent, title);
  const props = { ...defaultProps(type), ...(args.props ?? {}) };
  const at = { parent, index: document.get(parent)!.children.length };
  undo.execute([document.insertPatch([{ id, type: type.id, parent, name, props, children: [] }], at)], { label: 'create' });
  if (args.select !== false) selection.set([id]);
  return id;
}
