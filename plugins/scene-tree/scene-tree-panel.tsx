import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType, DragEvent, KeyboardEvent, MouseEvent } from 'react';
import { SCENE_NODE_MIME, SCENE_ROOT_ID, SceneCommandIds } from '../../sdk/index.js';
import type { CommandService, I18nService, NodeId, NodeTypeContribution, PanelProps, SceneDocumentService, SelectionService } from '../../sdk/index.js';
import type { TreeActions } from './tree-actions.js';
import { countBelowRoot, dropPositionAt, flattenTree, listedOnly, placeForDrop, rangeBetween } from './tree-model.js';
import type { DropPosition } from './tree-model.js';
import { menuItemsOf, moveFocusInMenu } from './menu-keys.js';
import { TreeSearch } from './tree-search.js';
import { ROW_HEIGHT, TreeRowView, treeItemId } from './tree-row.js';
import type { TreeRowHandlers, TreeRowLabels } from './tree-row.js';
import './scene-tree.css';

const OVERSCAN = 12;

/** What the panel needs, captured when the plugin activates. */
export interface SceneTreePanelServices {
  readonly document: SceneDocumentService;
  readonly selection: SelectionService;
  readonly commands: CommandService | undefined;
  readonly i18n: I18nService | undefined;
  readonly actions: TreeActions;
  nodeTypes(): readonly NodeTypeContribution[];
  t(key: string, values?: Record<string, string | number>): string;
}

/** A value computed on first use and kept. */
function once<T>(compute: () => T): () => T {
  let value: { readonly v: T } | undefined;
  return () => (value ??= { v: compute() }).v;
}

/** Create the scene tree panel bound to the kernel's services. */
export function createSceneTreePanel(s: SceneTreePanelServices): ComponentType<PanelProps> {
  const { t } = s;
  const titleOf = (type: NodeTypeContribution) => (s.i18n ? s.i18n.pick(type.titles) : type.titles.en);

  return function SceneTreePanel({ visible: panelVisible }: PanelProps) {
    const [version, setVersion] = useState(0);
    const [selected, setSelected] = useState<readonly NodeId[]>(s.selection.selected);
    const [expanded, setExpanded] = useState<ReadonlySet<NodeId>>(() => new Set());
    const [filter, setFilter] = useState('');
    const [scrollTop, setScrollTop] = useState(0);
    const [height, setHeight] = useState(400);
    const [renaming, setRenaming] = useState<NodeId>();
    const [menu, setMenu] = useState<{ x: number; y: number; id: NodeId } | undefined>();
    const [drop, setDrop] = useState<{ id: NodeId; position: DropPosition }>();
    const anchor = useRef<NodeId | undefined>(undefined);
    const scroller = useRef<HTMLDivElement>(null);
    const rowHandlers = useRef<TreeRowHandlers>(null);
    const menuRoot = useRef<HTMLDivElement>(null);

    // The context menu closes on Escape, on a press anywhere outside it (other panels included), when the panel is
    // hidden behind another tab and when the window loses focus.
    useEffect(() => {
      if (!menu) return;
      const close = () => setMenu(undefined);
      const onDown = (e: PointerEvent) => {
        if (!menuRoot.current?.contains(e.target as Node)) close();
      };
      const onKey = (e: globalThis.KeyboardEvent) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          const hadFocus = menuRoot.current?.contains(document.activeElement) ?? false;
          close();
          if (hadFocus) scroller.current?.focus();
        }
      };
      document.addEventListener('pointerdown', onDown, true);
      document.addEventListener('keydown', onKey, true);
      window.addEventListener('blur', close);
      return () => {
        document.removeEventListener('pointerdown', onDown, true);
        document.removeEventListener('keydown', onKey, true);
        window.removeEventListener('blur', close);
      };
    }, [menu]);
    useEffect(() => {
      if (!panelVisible) setMenu(undefined);
    }, [panelVisible]);
    const focusMenu = useRef(false);
    useEffect(() => {
      if (!menu || !focusMenu.current) return;
      focusMenu.current = false;
      menuItemsOf(menuRoot.current)[0]?.focus();
    }, [menu]);

    useEffect(() => {
      const subs = [
        s.document.onDidChange.subscribe(() => setVersion((v) => v + 1)),
        s.document.onDidLoad.subscribe(() => setVersion((v) => v + 1)),
        s.selection.onDidChangeSelection.subscribe((ids) => setSelected(ids)),
      ];
      return () => subs.forEach((x) => x.unsubscribe());
    }, []);

    useEffect(() => {
      const el = scroller.current!;
      const observer = new ResizeObserver(() => setHeight(el.clientHeight));
      observer.observe(el);
      setHeight(el.clientHeight);
      return () => observer.disconnect();
    }, []);

    // One search index per document version, kept across keystrokes; the unfiltered rows kept while a search runs.
    // The document as the tree shows it (unlisted types such as post-process effects left out), one per version.
    const shown = useMemo(() => {
      const unlisted = new Set(s.nodeTypes().filter((x) => x.listed === false).map((x) => x.id));
      return unlisted.size ? listedOnly(s.document, (type) => !unlisted.has(type)) : s.document;
    }, [version]);
    const search = useMemo(() => new TreeSearch(shown), [shown]);
    // The footer counts the tree's nodes (the document's, less the root, when every type is listed).
    const total = useMemo(() => (shown === s.document ? s.document.size - 1 : countBelowRoot(shown)), [shown]);
    // Erasing a search returns to these rows without listing the tree again (100,000 rows are dear per keystroke).
    const allRows = useMemo(() => once(() => flattenTree(shown, expanded)), [shown, expanded]);
    const rows = useMemo(() => (filter.trim() ? flattenTree(shown, expanded, filter, search) : allRows()), [allRows, shown, search, expanded, filter]);
    useEffect(() => {
      if (!panelVisible) return undefined;
      return whenIdleUntil((more) => search.prepare(more), 2000);
    }, [search, panelVisible]);
    const selectedSet = useMemo(() => new Set(selected), [selected]);
    const listedRows = rows.length - (rows[0]?.id === SCENE_ROOT_ID ? 1 : 0);

    // Keep the primary selection in view when it changes from elsewhere (viewport, inspector).
    useEffect(() => {
      const primary = selected[selected.length - 1];
      if (primary === undefined) return;
      let open = false;
      const next = new Set(expanded);
      for (let p = s.document.get(primary)?.parent; p; p = s.document.get(p)?.parent) if (!next.has(p)) { next.add(p); open = true; }
      if (open) {
        setExpanded(next);
        return;
      }
      const index = rows.findIndex((r) => r.id === primary);
      const el = scroller.current;
      if (index < 0 || !el) return;
      const top = index * ROW_HEIGHT;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight) el.scrollTop = top + ROW_HEIGHT - el.clientHeight;
    }, [selected, rows]);

    const activeRow = selected[selected.length - 1];
    const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);

    const toggle = (id: NodeId) => {
      const next = new Set(expanded);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setExpanded(next);
    };

    const click = (event: MouseEvent, id: NodeId) => {
      if (event.ctrlKey || event.metaKey) s.selection.toggle(id);
      else if (event.shiftKey && anchor.current) s.selection.set(rangeBetween(rows, anchor.current, id));
      else s.selection.set([id]);
      if (!event.shiftKey) anchor.current = id;
    };

    const onDragStart = (event: DragEvent, id: NodeId) => {
      if (id === SCENE_ROOT_ID) return event.preventDefault();
      event.dataTransfer.setData(SCENE_NODE_MIME, id);
      event.dataTransfer.setData('text/plain', s.document.get(id)?.name ?? id);
      event.dataTransfer.effectAllowed = 'copyMove';
    };
    const positionOf = (event: DragEvent, id: NodeId): DropPosition => {
      const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
      const node = s.document.get(id);
      const container = !!node && (s.nodeTypes().find((x) => x.id === node.type)?.container ?? true);
      return dropPositionAt(event.clientY - rect.top, rect.height, container);
    };
    const onDragOver = (event: DragEvent, id: NodeId) => {
      if (!Array.from(event.dataTransfer.types).includes(SCENE_NODE_MIME)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const position = positionOf(event, id);
      if (drop?.id !== id || drop.position !== position) setDrop({ id, position });
    };
    const onDrop = (event: DragEvent, id: NodeId) => {
      const dragged = event.dataTransfer.getData(SCENE_NODE_MIME);
      setDrop(undefined);
      if (!dragged) return;
      event.preventDefault();
      const place = placeForDrop(s.document, dragged, id, positionOf(event, id));
      if (place) s.actions.moveTo(dragged, place);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const primary = selected[selected.length - 1];
      const index = rows.findIndex((r) => r.id === primary);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const next = rows[Math.min(rows.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)))];
        if (next) s.selection.set([next.id]);
      } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && index >= 0) {
        const row = rows[index];
        if (row.hasChildren && row.expanded === (event.key === 'ArrowLeft') && row.id !== SCENE_ROOT_ID) toggle(row.id);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        const edge = event.key === 'Home' ? rows[0] : rows[rows.length - 1];
        if (edge) s.selection.set([edge.id]);
      } else if (event.key === 'F2' && primary) {
        setRenaming(primary);
      } else if ((event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) && index >= 0) {
        // The context menu from the keyboard: beside the selected row, its first item focused.
        event.preventDefault();
        const rect = scroller.current?.querySelector(`[data-testid="scene-tree-row-${CSS.escape(rows[index].id)}"]`)?.getBoundingClientRect();
        focusMenu.current = true;
        setMenu({ x: rect ? rect.left + 24 : 24, y: Math.min(rect ? rect.bottom : 24, 798), id: rows[index].id });
      }
    };

    const run = (command: string, args?: unknown) => {
      setMenu(undefined);
      void s.commands?.execute(command, args).catch(() => undefined);
    };
    const creatable = s.nodeTypes().filter((x) => x.creatable);
    // The rows' labels, translated once per render instead of once or twice per row, one object while they stay.
    const [collapse, expand, rootLabel, toggleVisible] = [t('sceneTree.collapse'), t('sceneTree.expand'), t('sceneTree.root'), t('sceneTree.toggleVisible')];
    const labels = useMemo<TreeRowLabels>(() => ({ collapse, expand, root: rootLabel, toggleVisible }), [collapse, expand, rootLabel, toggleVisible]);
    // The rows call the handlers of the latest render through this (stable) ref, so their props stay equal while scrolling.
    rowHandlers.current = {
      click, toggle, startRename: setRenaming, cancelRename: () => setRenaming(undefined),
      rename: (id, name) => {
        if (renaming === id) s.actions.rename(id, name);
        setRenaming(undefined);
      },
      contextMenu: (event, id) => {
        event.preventDefault();
        if (!selectedSet.has(id)) s.selection.set([id]);
        setMenu({ x: event.clientX, y: Math.min(event.clientY, 798), id });
      },
      toggleVisible: (id) => s.actions.toggleVisible(id),
      dragStart: onDragStart, dragOver: onDragOver, dragLeave: () => setDrop(undefined), drop: onDrop,
    };

    return (
      <div className="kf-tree" onClick={() => setMenu(undefined)}>
        <input className="kf-tree-search" type="search" placeholder={t('sceneTree.search')} aria-label={t('sceneTree.search')} value={filter}
          data-testid="scene-tree-search" onChange={(e) => setFilter(e.target.value)} />
        <div className="kf-tree-scroll" ref={scroller} tabIndex={0} role="tree" aria-multiselectable aria-label={t('sceneTree.title')}
          aria-activedescendant={activeRow && rows.slice(first, last).some((r) => r.id === activeRow) ? treeItemId(activeRow) : undefined} data-testid="scene-tree"
          onScroll={(e) => setScrollTop((e.target as HTMLDivElement).scrollTop)} onKeyDown={onKeyDown}>
          <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
            {rows.slice(first, last).map((row, i) => {
              const node = s.document.get(row.id);
              return node && (
                <TreeRowView key={row.id} row={row} node={node} index={first + i} selected={selectedSet.has(row.id)}
                  drop={drop?.id === row.id ? drop.position : undefined} renaming={renaming === row.id} labels={labels} on={rowHandlers} />
              );
            })}
          </div>
        </div>
        <div className="kf-tree-footer" data-testid="scene-tree-footer">
          {listedRows === total ? t('sceneTree.count', { count: total }) : t('sceneTree.countShown', { shown: listedRows, count: total })}
        </div>
        {menu && (
          <div ref={menuRoot} className="kf-tree-menu" role="menu" aria-label={t('sceneTree.title')} style={{ left: menu.x, top: menu.y }} data-testid="scene-tree-menu"
            onClick={(e) => e.stopPropagation()} onKeyDown={(e) => moveFocusInMenu(e, menuRoot.current)}>
            <div className="kf-tree-menu-group">{t('sceneTree.create')}</div>
            {creatable.map((type) => (
              <button key={type.id} type="button" role="menuitem" data-testid={`scene-tree-create-${type.id}`}
                onClick={() => {
                  const node = s.document.get(menu.id);
                  const isContainer = node && (s.nodeTypes().find((x) => x.id === node.type)?.container ?? true);
                  const parent = isContainer ? menu.id : node?.parent ?? SCENE_ROOT_ID;
                  // The create command tells the user itself ('Created "Box"').
                  run(`${SceneCommandIds.createNodePrefix}${type.id}`, { parent });
                }}>
                {titleOf(type)}
              </button>
            ))}
            <hr />
            {(['clone', 'copy', 'paste', 'delete', 'moveUp', 'moveDown'] as const).map((action) => (
              <button key={action} type="button" role="menuitem" data-testid={`scene-tree-menu-${action}`} onClick={() => run(`sceneTree.${action}`)}>
                {t(`sceneTree.${action}`)}
              </button>
            ))}
            <button type="button" role="menuitem" data-testid="scene-tree-menu-rename" onClick={() => { setMenu(undefined); setRenaming(menu.id); }}>{t('sceneTree.rename')}</button>
          </div>
        )}
      </div>
    );
  };
}

/** How long a slice of idle work may run when the browser was not idle before the timeout. */
const FORCED_SLICE_MS = 8;

/**
 * Run `work` in the browser's idle periods (each at the latest `timeout` ms after the last) until it returns true:
 * `more()` tells it whether the period has time left. Returns the cancel. Safari and test DOMs have no
 * requestIdleCallback: there the work runs whole after 50 ms.
 */
function whenIdleUntil(work: (more: () => boolean) => boolean, timeout: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const handle = setTimeout(() => work(() => true), 50);
    return () => clearTimeout(handle);
  }
  let handle = 0;
  const slice = (deadline: IdleDeadline) => {
    const start = performance.now();
    const more = deadline.didTimeout ? () => performance.now() - start < FORCED_SLICE_MS : () => deadline.timeRemaining() > 1;
    if (!work(more)) handle = requestIdleCallback(slice, { timeout });
  };
  handle = requestIdleCallback(slice, { timeout });
  return () => cancelIdleCallback(handle);
}
