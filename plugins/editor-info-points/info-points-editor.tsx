import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent, MouseEvent } from 'react';
import { clickListRow, INFO_POINT_LIMITS, isMixed, keepListedRows, NO_LIST_SELECTION, propertyValueJson, readInfoPoints, selectAllListRows } from '../../sdk/index.js';
import type { InfoPointData, ListSelection } from '../../sdk/index.js';
import type { ApiService, DialogService, ItemPickService, LocaleId, OpenScenesService, PointHandlesService, PropertyEditorProps, TranslateFn } from '../../sdk/index.js';
import { InfoPointBuiltins } from './info-point-builtins.js';
import { InfoPointProjectBar } from './info-point-project-bar.js';
import { InfoPointDetail } from './info-point-detail.js';
import { InfoPointRow } from './info-point-row.js';
import {
  addInfoPoint, appendInfoPoints, clearInfoPoints, filterByName, moveInfoPoint, newPointId, removeInfoPoints, renameInfoPoint, setInfoPointCoordinate,
  setInfoPointField, setInfoPointVisible,
} from './info-point-rules.js';
import type { InfoPointEdit } from './info-point-rules.js';
import { useInfoPointHandles } from './use-info-point-handles.js';

/** What the editor uses besides its props. */
export interface InfoPointsEditorDeps {
  readonly t: TranslateFn;
  readonly dialogs?: DialogService;
  readonly handles?: PointHandlesService;
  readonly warn: (message: string) => void;
  /** A success message (an import, a set added or saved). */
  readonly inform: (message: string) => void;
  readonly api?: ApiService;
  /** The open scenes (the project an import is kept in), asked when used. */
  readonly scenes?: () => OpenScenesService | undefined;
  /** Markers clicked in the viewport: the clicked point is selected here. */
  readonly picks?: ItemPickService;
  /** The user's language (the built-in points' titles). */
  readonly locale?: () => LocaleId;
}

/** Where a point added from elsewhere goes: one unit along x from the first selected point, else the origin. */
function nextPosition(points: readonly InfoPointData[], selected: readonly string[]): readonly [number, number, number] {
  const first = selected.length > 0 ? points.find((p) => p.id === selected[0]) : undefined;
  return first ? [first.position[0] + 1, first.position[1], first.position[2]] : [0, 0, 0];
}

/** The latest viewport pick applied by any list, so a list mounted later does not apply an old pick again. */
let appliedPick = 0;

/** Height of one row in pixels; the list draws only the rows in view, so 10,000 points stay fast. */
const ROW_HEIGHT = 24;
const VISIBLE_ROWS = 10;
const OVERSCAN = 4;

/**
 * The info-point list (spec 001 §2, §4, §5): a search box filtering by name, rows with status colour, name, type and
 * visibility toggle, add / remove / clear (after a warning confirmation), selection by click, Ctrl/Meta toggle and
 * Shift range with viewport move handles on the selected points, and the fields of the one selected point. Names stay
 * unique: a new point is numbered on (`Point.1`), a rename to a taken name is refused with a message. Each edit
 * writes the whole list once: one undo step.
 */
export function createInfoPointsEditor({ t, dialogs, handles, warn, inform, api, scenes, picks, locale = () => 'en' }: InfoPointsEditorDeps): ComponentType<PropertyEditorProps<'infoPointList'>> {
  return function InfoPointsEditor({ descriptor, value, nodeIds, readOnly, onChange, beginGesture, endGesture }: PropertyEditorProps<'infoPointList'>) {
    const mixed = isMixed(value);
    const points = useMemo(() => (isMixed(value) ? [] : readInfoPoints(propertyValueJson(value))), [value]);
    const ids = useMemo(() => new Set(points.map((p) => p.id)), [points]);
    const [rawSelection, setSelection] = useState<ListSelection<string>>(NO_LIST_SELECTION);
    const selection = keepListedRows(rawSelection, (id) => ids.has(id));
    const [search, setSearch] = useState('');
    const shown = useMemo(() => filterByName(points, search), [points, search]);
    const shownIds = useMemo(() => shown.map((p) => p.id), [shown]);
    const [scrollTop, setScrollTop] = useState(0);
    const list = useRef<HTMLDivElement>(null);
    const latest = useRef({ selection, points, search });
    latest.current = { selection, points, search };
    const nodeId = nodeIds.length === 1 ? nodeIds[0] : undefined;

    // A marker clicked in the viewport selects its point here (Ctrl/Meta toggles, Shift adds the range) and shows its row.
    useEffect(() => {
      if (!picks || nodeId === undefined) return;
      const subscription = picks.onDidPick.subscribe((pick) => {
        if (pick.nodeId !== nodeId || pick.seq <= appliedPick) return;
        appliedPick = pick.seq;
        const now = latest.current;
        const index = now.points.findIndex((p) => p.id === pick.item);
        if (index < 0) return;
        const hidden = !filterByName(now.points, now.search).some((p) => p.id === pick.item);
        if (hidden) setSearch('');
        const rows = hidden ? now.points : filterByName(now.points, now.search);
        setSelection(clickListRow(now.selection, pick.item, rows.map((p) => p.id), pick));
        const top = Math.max(0, rows.findIndex((p) => p.id === pick.item) * ROW_HEIGHT - (VISIBLE_ROWS / 2) * ROW_HEIGHT);
        setScrollTop(top);
        requestAnimationFrame(() => {
          if (list.current) list.current.scrollTop = top;
        });
      });
      return () => subscription.unsubscribe();
    }, [nodeId]);

    useInfoPointHandles(handles, readOnly || mixed || nodeIds.length !== 1 ? undefined : nodeIds[0], {
      points,
      selected: selection.keys,
      move: (id, to, gesture) => {
        const edit = moveInfoPoint(points, id, [to.x, to.y, to.z]);
        if (edit.ok) onChange(edit.points, gesture);
      },
      beginGesture,
      endGesture,
    });

    const apply = (edit: InfoPointEdit, name = ''): boolean => {
      if (!edit.ok) {
        if (edit.reason === 'duplicateName') warn(t('infoPoints.duplicateName', { name: name.trim() }));
        else if (edit.reason === 'emptyName') warn(t('infoPoints.emptyName'));
        else if (edit.reason === 'max') warn(t('infoPoints.max', { max: INFO_POINT_LIMITS.maxPoints }));
        return false;
      }
      if (edit.selection) setSelection(edit.selection);
      onChange(edit.points);
      return true;
    };
    const add = () => {
      // A new point shows even when the search would hide it.
      setSearch('');
      apply(addInfoPoint(points, selection, t('infoPoints.defaultName'), newPointId(points)));
    };
    const remove = () => apply(removeInfoPoints(points, selection));
    const append = (incoming: readonly InfoPointData[]) => {
      setSearch('');
      return apply(appendInfoPoints(points, incoming, newPointId));
    };
    const clear = async () => {
      const edit = clearInfoPoints(points);
      if (!edit.ok) return;
      const confirmed = dialogs
        ? await dialogs.confirm({
          title: t('infoPoints.clearConfirmTitle'), message: t('infoPoints.clearConfirm'),
          confirmLabel: t('infoPoints.confirm'), cancelLabel: t('infoPoints.cancel'), severity: 'warning',
        })
        : false;
      if (confirmed) apply(edit);
    };
    const onRowClick = (id: string, event: MouseEvent) => {
      setSelection(clickListRow(selection, id, shownIds, event));
      list.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (readOnly) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        remove();
      } else if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setSelection(selectAllListRows(shownIds));
      }
    };

    if (mixed) return <div className="kf-ip kf-ip-note">{t('infoPoints.mixed')}</div>;
    const selected = new Set(selection.keys);
    const one = selection.keys.length === 1 ? points.find((p) => p.id === selection.keys[0]) : undefined;
    const first = Math.floor(Math.max(0, scrollTop) / ROW_HEIGHT);
    const from = Math.max(0, first - OVERSCAN);
    const to = Math.min(shown.length, first + VISIBLE_ROWS + OVERSCAN);
    const write = (edit: InfoPointEdit, name?: string) => apply(edit, name);
    return (
      <div className="kf-ip" data-testid={`info-points-${descriptor.name}`}>
        <div className="kf-ip-bar">
          <input
            className="kf-ip-search"
            type="search"
            data-testid="info-points-search"
            placeholder={t('infoPoints.search')}
            aria-label={t('infoPoints.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setScrollTop(0);
              if (list.current) list.current.scrollTop = 0;
            }}
          />
          <span className="kf-ip-count" data-testid="info-points-count">
            {search.trim() ? t('infoPoints.shownCount', { shown: shown.length, count: points.length }) : t('infoPoints.count', { count: points.length })}
          </span>
        </div>
        <div className="kf-ip-bar">
          {selection.keys.length > 1 && <span className="kf-ip-selected">{t('infoPoints.selectedCount', { count: selection.keys.length })}</span>}
          <span className="kf-ip-actions">
            <button type="button" className="kf-ip-button" data-testid="info-points-add" title={t('infoPoints.addTitle')} disabled={readOnly || points.length >= INFO_POINT_LIMITS.maxPoints} onClick={add}>{t('infoPoints.add')}</button>
            <button type="button" className="kf-ip-button" data-testid="info-points-remove" title={t('infoPoints.removeTitle')} disabled={readOnly || selection.keys.length === 0} onClick={remove}>{t('infoPoints.remove')}</button>
            <button type="button" className="kf-ip-button" data-testid="info-points-clear" title={t('infoPoints.clearTitle')} disabled={readOnly || points.length === 0} onClick={() => void clear()}>{t('infoPoints.clear')}</button>
          </span>
        </div>
        <InfoPointProjectBar deps={{ t, api, scenes, dialogs, inform }} points={points} selectedIds={selection.keys} readOnly={readOnly} append={append} />
        <InfoPointBuiltins deps={{ t, api, locale, inform }} readOnly={readOnly || points.length >= INFO_POINT_LIMITS.maxPoints} position={nextPosition(points, selection.keys)} append={append} />
        {points.length === 0 ? <div className="kf-ip-note">{t('infoPoints.empty')}</div>
          : shown.length === 0 ? <div className="kf-ip-note">{t('infoPoints.noMatch', { search: search.trim() })}</div> : (
            <div
              ref={list}
              className="kf-ip-list"
              role="listbox"
              aria-multiselectable="true"
              aria-label={descriptor.name}
              tabIndex={0}
              style={{ maxHeight: VISIBLE_ROWS * ROW_HEIGHT }}
              onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
              onKeyDown={onKeyDown}
            >
              <div style={{ height: shown.length * ROW_HEIGHT, position: 'relative' }}>
                {shown.slice(from, to).map((point, k) => (
                  <InfoPointRow
                    key={point.id}
                    point={point}
                    selected={selected.has(point.id)}
                    top={(from + k) * ROW_HEIGHT}
                    height={ROW_HEIGHT}
                    readOnly={readOnly}
                    t={t}
                    onClick={(e) => onRowClick(point.id, e)}
                    onToggleVisible={() => write(setInfoPointVisible(points, point.id, !point.visible))}
                  />
                ))}
              </div>
            </div>
          )}
        {one ? (
          <InfoPointDetail
            point={one}
            readOnly={readOnly}
            t={t}
            writes={{
              rename: (name) => write(renameInfoPoint(points, one.id, name), name),
              setField: (field, v) => write(setInfoPointField(points, one.id, field, v)),
              setCoordinate: (axis, text) => {
                const number = Number(text.trim());
                if (text.trim() === '' || !Number.isFinite(number)) {
                  warn(t('infoPoints.notNumber', { text: text.slice(0, 40) }));
                  return false;
                }
                return write(setInfoPointCoordinate(points, one.id, axis, number));
              },
              setVisible: (visible) => void write(setInfoPointVisible(points, one.id, visible)),
            }}
          />
        ) : points.length > 0 && <div className="kf-ip-note">{t('infoPoints.selectOne')}</div>}
      </div>
    );
  };
}

