import { memo } from 'react';
import type { DragEvent, MouseEvent, RefObject } from 'react';
import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { NodeId, SceneNodeData } from '../../sdk/index.js';
import type { DropPosition, TreeRow } from './tree-model.js';

/** Row height in pixels (fixed, for virtualisation). */
export const ROW_HEIGHT = 24;

const ICONS: Record<string, string> = {
  Scene: '◆', TransformNode: '✥', Mesh: '▣', Anchor: '⚓', MapPosition: '⌖', HemisphericLight: '☀', DirectionalLight: '☀', PointLight: '✦',
  SpotLight: '◮', OrbitCamera: '◉', SplineCamera: '◉', ShadowGenerator: '◐',
};

/** The element id of a node's tree row (for aria-activedescendant). */
export function treeItemId(id: NodeId): string {
  return `kf-tree-item-${id}`;
}

/** What a row does with its events: the panel's current handlers, read when an event comes. */
export interface TreeRowHandlers {
  click(event: MouseEvent, id: NodeId): void;
  contextMenu(event: MouseEvent, id: NodeId): void;
  startRename(id: NodeId): void;
  rename(id: NodeId, name: string): void;
  cancelRename(): void;
  toggle(id: NodeId): void;
  toggleVisible(id: NodeId): void;
  dragStart(event: DragEvent, id: NodeId): void;
  dragOver(event: DragEvent, id: NodeId): void;
  dragLeave(): void;
  drop(event: DragEvent, id: NodeId): void;
}

/** The rows' translated labels (one object while the texts stay the same). */
export interface TreeRowLabels {
  readonly collapse: string;
  readonly expand: string;
  readonly root: string;
  readonly toggleVisible: string;
}

interface TreeRowProps {
  readonly row: TreeRow;
  readonly node: SceneNodeData;
  /** The row's place in the list (its top is index × ROW_HEIGHT). */
  readonly index: number;
  readonly selected: boolean;
  readonly drop: DropPosition | undefined;
  readonly renaming: boolean;
  readonly labels: TreeRowLabels;
  readonly on: RefObject<TreeRowHandlers | null>;
}

/**
 * One row of the scene tree. Memoised on its props (all stable while the row's node, place and state stay): a scroll
 * renders only the rows that come into view, not every row again.
 */
export const TreeRowView = memo(function TreeRowView({ row, node, index, selected, drop, renaming, labels, on }: TreeRowProps) {
  const visible = node.props.visible !== false;
  const root = row.id === SCENE_ROOT_ID;
  return (
    <div id={treeItemId(row.id)} role="treeitem" aria-level={row.depth + 1} aria-selected={selected} aria-expanded={row.hasChildren ? row.expanded : undefined}
      className={`kf-tree-row${selected ? ' is-selected' : ''}${visible ? '' : ' is-hidden'}${drop ? ` kf-tree-drop-${drop}` : ''}`}
      style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, paddingLeft: 4 + row.depth * 14 }}
      data-testid={`scene-tree-row-${row.id}`} data-name={node.name} draggable={!root && !renaming}
      onClick={(e) => on.current!.click(e, row.id)} onDoubleClick={() => !root && on.current!.startRename(row.id)}
      onContextMenu={(e) => on.current!.contextMenu(e, row.id)}
      onDragStart={(e) => on.current!.dragStart(e, row.id)} onDragOver={(e) => on.current!.dragOver(e, row.id)} onDragLeave={() => on.current!.dragLeave()}
      onDrop={(e) => on.current!.drop(e, row.id)}>
      <button type="button" className="kf-tree-twisty" tabIndex={-1} aria-label={row.expanded ? labels.collapse : labels.expand}
        style={{ visibility: row.hasChildren && !root ? 'visible' : 'hidden' }}
        onClick={(e) => { e.stopPropagation(); on.current!.toggle(row.id); }}>{row.expanded ? '▾' : '▸'}</button>
      <span className="kf-tree-icon" aria-hidden>{ICONS[node.type] ?? '•'}</span>
      {renaming ? (
        <input className="kf-tree-rename" autoFocus defaultValue={node.name} data-testid="scene-tree-rename"
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
            if (e.key === 'Escape') on.current!.cancelRename();
          }}
          onBlur={(e) => on.current!.rename(row.id, e.target.value)} />
      ) : (
        <span className="kf-tree-name">{root ? labels.root : node.name}</span>
      )}
      {!root && (
        <button type="button" className="kf-tree-eye" tabIndex={-1} aria-label={labels.toggleVisible} aria-pressed={visible}
          data-testid={`scene-tree-eye-${row.id}`} onClick={(e) => { e.stopPropagation(); on.current!.toggleVisible(row.id); }}>
          {visible ? '◉' : '○'}
        </button>
      )}
    </div>
  );
});
