import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { NodeId, NotificationService, SceneDocumentService, SceneNodeData, ScenePatch, SelectionService, UndoService } from '../../sdk/index.js';
import { duplicateName } from './duplicate-name.js';
import { cloneSubtree, subtreeOf, topLevelOf } from './tree-model.js';

/** Services the tree actions use. */
export interface TreeActionServices {
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly selection: SelectionService;
  readonly notifications: NotificationService | undefined;
  t(key: string, values?: Record<string, string | number>): string;
  /** Whether a node type may have children. */
  isContainer(type: string): boolean;
  /** Whether a node type declares a position (a duplicate of it is moved aside). */
  hasPosition?(type: string): boolean;
  /** The node's width along X in the viewport, when it has one (a duplicate moves aside by about that much). */
  widthOf?(id: NodeId): number | undefined;
}

/** How far a duplicate moves along X when its width is unknown or zero. */
const DUPLICATE_STEP = 1;

/** Clone, copy, paste, delete, move and rename of scene nodes, each one undo step followed by a success message. */
export class TreeActions {
  private clipboard: SceneNodeData[][] = [];

  constructor(private readonly s: TreeActionServices) {}

  private selectedTop(): NodeId[] {
    return topLevelOf(this.s.document, this.s.selection.selected);
  }

  private refuse(key: string): false {
    this.s.notifications?.warning(this.s.t(key));
    return false;
  }

  private done(key: string, values: Record<string, string | number>): true {
    this.s.notifications?.success(this.s.t(key, values));
    return true;
  }

  /** Delete the selected nodes (and their subtrees). */
  delete(): boolean {
    const ids = this.selectedTop();
    if (!ids.length) return this.refuse('sceneTree.nothingSelected');
    const { document } = this.s;
    this.s.undo.execute(ids.map((id) => document.removePatch(id)), { label: 'sceneTree.delete' });
    this.s.selection.clear();
    return this.done('sceneTree.deleted', { count: ids.length });
  }

  /** Clone the selected nodes next to themselves and select the clones. */
  clone(): boolean {
    const ids = this.selectedTop();
    if (!ids.length) return this.refuse('sceneTree.nothingSelected');
    const { document } = this.s;
    const patches: ScenePatch[] = [];
    const clones: NodeId[] = [];
    const offsets = new Map<NodeId, number>();
    for (const id of ids) {
      const node = document.get(id)!;
      const parent = node.parent ?? SCENE_ROOT_ID;
      const copy = cloneSubtree(subtreeOf(document, id), parent, () => document.newId());
      const shift = offsets.get(parent) ?? 0;
      const index = document.get(parent)!.children.indexOf(id) + 1 + shift;
      offsets.set(parent, shift + 1);
      patches.push(document.insertPatch(copy, { parent, index }));
      clones.push(copy[0].id);
    }
    this.s.undo.execute(patches, { label: 'sceneTree.clone' });
    this.s.selection.set(clones);
    return this.done('sceneTree.cloned', { count: clones.length });
  }

  /**
   * Duplicate the selected nodes (Ctrl+D) in one undo step: each copy is named with the next free number ('Box (1)',
   * 'Box (2)'…) and moved along X by its width (one unit when unknown), so it does not sit on top of the original.
   */
  duplicate(): boolean {
    const ids = this.selectedTop();
    if (!ids.length) return this.refuse('sceneTree.nothingSelected');
    const { document } = this.s;
    const taken = new Set(document.ids().map((id) => document.get(id)?.name ?? ''));
    const patches: ScenePatch[] = [];
    const copies: NodeId[] = [];
    const offsets = new Map<NodeId, number>();
    for (const id of ids) {
      const node = document.get(id)!;
      const parent = node.parent ?? SCENE_ROOT_ID;
      const copy = cloneSubtree(subtreeOf(document, id), parent, () => document.newId());
      const name = duplicateName(node.name, taken);
      taken.add(name);
      const props = { ...copy[0].props };
      if (this.s.hasPosition?.(node.type)) {
        const p = props.position as { x?: unknown; y?: unknown; z?: unknown } | undefined;
        const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
        const width = this.s.widthOf?.(id);
        const step = width && Number.isFinite(width) && width > 0 ? Math.round(width * 1.25 * 1000) / 1000 : DUPLICATE_STEP;
        props.position = { x: num(p?.x) + step, y: num(p?.y), z: num(p?.z) };
      }
      copy[0] = { ...copy[0], name, props };
      const shift = offsets.get(parent) ?? 0;
      const index = document.get(parent)!.children.indexOf(id) + 1 + shift;
      offsets.set(parent, shift + 1);
      patches.push(document.insertPatch(copy, { parent, index }));
      copies.push(copy[0].id);
    }
    this.s.undo.execute(patches, { label: 'sceneTree.duplicate' });
    this.s.selection.set(copies);
    return this.done('sceneTree.cloned', { count: copies.length });
  }

  /** Copy the selected subtrees to the tree's clipboard. */
  copy(): boolean {
    const ids = this.selectedTop();
    if (!ids.length) return this.refuse('sceneTree.nothingSelected');
    this.clipboard = ids.map((id) => structuredClone(subtreeOf(this.s.document, id)));
    return this.done('sceneTree.copied', { count: ids.length });
  }

  /** Paste the clipboard under the primary selected container node (or the root). */
  paste(): boolean {
    if (!this.clipboard.length) return this.refuse('sceneTree.clipboardEmpty');
    const { document } = this.s;
    const selected = this.s.selection.selected;
    const primary = selected.length ? document.get(selected[selected.length - 1]) : undefined;
    const parent = primary && this.s.isContainer(primary.type) ? primary.id : primary?.parent ?? SCENE_ROOT_ID;
    let index = document.get(parent)!.children.length;
    const pasted: NodeId[] = [];
    const patches = this.clipboard.map((tree) => {
      const copy = cloneSubtree(tree, parent, () => document.newId());
      pasted.push(copy[0].id);
      return document.insertPatch(copy, { parent, index: index++ });
    });
    this.s.undo.execute(patches, { label: 'sceneTree.paste' });
    this.s.selection.set(pasted);
    return this.done('sceneTree.pasted', { count: pasted.length });
  }

  /** Move the primary selected node one place up (-1) or down (+1) among its siblings; ends are ignored. */
  moveBy(step: -1 | 1): boolean {
    const selected = this.s.selection.selected;
    const id = selected[selected.length - 1];
    const node = id === undefined ? undefined : this.s.document.get(id);
    if (!node || node.parent === null) return this.refuse('sceneTree.nothingSelected');
    const siblings = this.s.document.get(node.parent)!.children;
    const index = siblings.indexOf(node.id) + step;
    if (index < 0 || index >= siblings.length) return false;
    this.s.undo.execute([this.s.document.movePatch(node.id, { parent: node.parent, index })], { label: 'sceneTree.move' });
    return this.done('sceneTree.moved', { name: node.name });
  }

  /** Move a node to a place (drag and drop). */
  moveTo(id: NodeId, place: { parent: NodeId; index: number }): boolean {
    const node = this.s.document.get(id);
    if (!node) return false;
    this.s.undo.execute([this.s.document.movePatch(id, place)], { label: 'sceneTree.move' });
    return this.done('sceneTree.moved', { name: node.name });
  }

  /** Rename a node (trimmed; empty names refused). */
  rename(id: NodeId, name: string): boolean {
    const node = this.s.document.get(id);
    const trimmed = name.trim();
    if (!node || trimmed === node.name) return false;
    if (!trimmed) return this.refuse('sceneTree.nameEmpty');
    this.s.undo.execute([this.s.document.setNamePatch(id, trimmed)], { label: 'sceneTree.rename' });
    return this.done('sceneTree.renamed', { name: trimmed });
  }

  /** Flip a node's visible prop. */
  toggleVisible(id: NodeId): void {
    const node = this.s.document.get(id);
    if (!node || id === SCENE_ROOT_ID) return;
    const visible = node.props.visible !== false;
    this.s.undo.execute([this.s.document.setPropPatch(id, 'visible', !visible)], { label: 'sceneTree.toggleVisible' });
  }
}
