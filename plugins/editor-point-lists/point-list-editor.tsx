import { Fragment, useMemo, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { clickListRow, isMixed, keepListedRows, listIndexes, NO_LIST_SELECTION, selectAllListRows } from '../../sdk/index.js';
import type { DialogService, ListSelection, PointHandlesService, TranslateFn, ValueEditorProps } from '../../sdk/index.js';
import { PointRow } from './point-row.js';
import type { PointRowKind } from './point-row.js';
import { usePointHandles } from './use-point-handles.js';

/** What the editors use besides their props. */
export interface PointListEditorDeps {
  readonly t: TranslateFn;
  readonly dialogs?: DialogService;
  readonly handles?: PointHandlesService;
  readonly warn: (message: string) => void;
}

/** A point of a list: where it is and whether it shows. */
export interface ListedPoint {
  readonly position: readonly [number, number, number];
  readonly visible: boolean;
}

/** What an edit gives: the new list and the selection after it; or why it was refused ('max' warns). */
export type PointListEdit<P> =
  | { readonly ok: true; readonly points: P[]; readonly selection?: ListSelection<number> }
  | { readonly ok: false; readonly reason: string };

/** Writes the one selected point's fields use; `number` warns and gives undefined for a text that is no number. */
export interface PointDetailContext<P> {
  readonly points: readonly P[];
  readonly point: P;
  readonly index: number;
  readonly readOnly: boolean;
  apply(edit: PointListEdit<P>): boolean;
  number(text: string): number | undefined;
}

/** One kind of point list: its test ids and texts, how to read and edit its points, and how a row and a point show. */
export interface PointListKind<P extends ListedPoint> extends PointRowKind {
  /** `heat-points` → the editor `heat-points-<name>`, `heat-points-count`, `-add`, `-remove`, `-clear`. */
  readonly listTestId: string;
  /** Class of the editor (its row columns). */
  readonly className: string;
  readonly maxPoints: number;
  /** The stored value's points (a scene file may hold anything). */
  read(value: readonly P[]): P[];
  add(points: readonly P[], selection: ListSelection<number>): PointListEdit<P>;
  remove(points: readonly P[], selection: ListSelection<number>): PointListEdit<P>;
  clear(points: readonly P[]): PointListEdit<P>;
  move(points: readonly P[], index: number, to: [number, number, number]): PointListEdit<P>;
  setVisible(points: readonly P[], index: number, visible: boolean): PointListEdit<P>;
  /** The head cells between the number and the toggle. */
  headings(): ReactNode;
  /** A row's cells between the number and the toggle. */
  cells(point: P): ReactNode;
  /** The point's name on its toggle. */
  label(point: P, index: number): string;
  /** The fields of the one selected point. */
  detail(context: PointDetailContext<P>): ReactNode;
}

/** Height of one row in pixels; the list draws only the rows in view, so 10,000 points stay fast. */
const ROW_HEIGHT = 24;
const VISIBLE_ROWS = 8;
const OVERSCAN = 4;

/**
 * A point list (spec 001 §2, §4): rows with the kind's cells and a visibility toggle; add, remove, clear (after a
 * warning confirmation); selection by click, Ctrl/Meta toggle, Shift range and Ctrl/Meta+A with viewport move handles
 * on the selected points; the fields of the one selected point. Each edit writes the whole list once: one undo step.
 */
export function createPointListEditor<P extends ListedPoint>(kind: PointListKind<P>, { t, dialogs, handles, warn }: PointListEditorDeps): ComponentType<ValueEditorProps<readonly P[]>> {
  const k = (key: string) => `${kind.keys}.${key}`;
  return function PointListEditor({ descriptor, value, nodeIds, readOnly, onChange, beginGesture, endGesture }: ValueEditorProps<readonly P[]>) {
    const mixed = isMixed(value);
    const points = useMemo(() => (isMixed(value) ? [] : kind.read(value)), [value]);
    const [rawSelection, setSelection] = useState<ListSelection<number>>(NO_LIST_SELECTION);
    const selection = keepListedRows(rawSelection, (i) => i < points.length);
    const [scrollTop, setScrollTop] = useState(0);
    const list = useRef<HTMLDivElement>(null);

    usePointHandles(handles, readOnly || mixed || nodeIds.length !== 1 ? undefined : nodeIds[0], {
      points,
      selected: selection.keys,
      move: (index, to, gesture) => {
        const edit = kind.move(points, index, [to.x, to.y, to.z]);
        if (edit.ok) onChange(edit.points, gesture);
      },
      beginGesture,
      endGesture,
    });

    const apply = (edit: PointListEdit<P>): boolean => {
      if (!edit.ok) {
        if (edit.reason === 'max') warn(t(k('max'), { max: kind.maxPoints }));
        return false;
      }
      if (edit.selection) setSelection(edit.selection);
      onChange(edit.points);
      return true;
    };
    const add = () => {
      if (!apply(kind.add(points, selection))) return;
      // Show the new row (it is the last).
      requestAnimationFrame(() => list.current?.scrollTo({ top: points.length * ROW_HEIGHT }));
    };
    const remove = () => apply(kind.remove(points, selection));
    const clear = async () => {
      const edit = kind.clear(points);
      if (!edit.ok) return;
      const confirmed = dialogs
        ? await dialogs.confirm({
          title: t(k('clearConfirmTitle')), message: t(k('clearConfirm')),
          confirmLabel: t(k('confirm')), cancelLabel: t(k('cancel')), severity: 'warning',
        })
        : false;
      if (confirmed) apply(edit);
    };
    const number = (text: string): number | undefined => {
      const parsed = Number(text.trim());
      if (text.trim() !== '' && Number.isFinite(parsed)) return parsed;
      warn(t(k('notNumber'), { text: text.slice(0, 40) }));
      return undefined;
    };
    const onRowClick = (index: number, event: MouseEvent) => {
      setSelection(clickListRow(selection, index, listIndexes(points.length), event));
      list.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (readOnly) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        remove();
      } else if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setSelection(selectAllListRows(listIndexes(points.length)));
      }
    };

    if (mixed) return <div className={`kf-pl ${kind.className} kf-pl-note`}>{t(k('mixed'))}</div>;
    const selected = new Set(selection.keys);
    const oneIndex = selection.keys.length === 1 ? selection.keys[0]! : -1;
    const one = points[oneIndex];
    const first = Math.floor(Math.max(0, scrollTop) / ROW_HEIGHT);
    const from = Math.max(0, first - OVERSCAN);
    const to = Math.min(points.length, first + VISIBLE_ROWS + OVERSCAN);
    const testId = kind.listTestId;
    return (
      <div className={`kf-pl ${kind.className}`} data-testid={`${testId}-${descriptor.name}`}>
        <div className="kf-pl-bar">
          <span className="kf-pl-count" data-testid={`${testId}-count`}>{t(k('count'), { count: points.length })}</span>
          {selection.keys.length > 1 && <span className="kf-pl-count">{t(k('selectedCount'), { count: selection.keys.length })}</span>}
          <span className="kf-pl-actions">
            <button type="button" className="kf-pl-button" data-testid={`${testId}-add`} title={t(k('addTitle'))} disabled={readOnly || points.length >= kind.maxPoints} onClick={add}>{t(k('add'))}</button>
            <button type="button" className="kf-pl-button" data-testid={`${testId}-remove`} title={t(k('removeTitle'))} disabled={readOnly || selection.keys.length === 0} onClick={remove}>{t(k('remove'))}</button>
            <button type="button" className="kf-pl-button" data-testid={`${testId}-clear`} title={t(k('clearTitle'))} disabled={readOnly || points.length === 0} onClick={() => void clear()}>{t(k('clear'))}</button>
          </span>
        </div>
        {points.length === 0 ? <div className="kf-pl-note">{t(k('empty'))}</div> : (
          <>
            <div className="kf-pl-head" aria-hidden="true"><span>#</span>{kind.headings()}<span /></div>
            <div
              ref={list}
              className="kf-pl-list"
              role="listbox"
              aria-multiselectable="true"
              aria-label={descriptor.name}
              tabIndex={0}
              style={{ maxHeight: VISIBLE_ROWS * ROW_HEIGHT }}
              onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
              onKeyDown={onKeyDown}
            >
              <div style={{ height: points.length * ROW_HEIGHT, position: 'relative' }}>
                {points.slice(from, to).map((point, n) => {
                  const index = from + n;
                  return (
                    <PointRow
                      key={index}
                      kind={kind}
                      index={index}
                      label={kind.label(point, index)}
                      visible={point.visible}
                      selected={selected.has(index)}
                      top={index * ROW_HEIGHT}
                      height={ROW_HEIGHT}
                      readOnly={readOnly}
                      t={t}
                      onClick={(e) => onRowClick(index, e)}
                      onToggleVisible={() => apply(kind.setVisible(points, index, !point.visible))}
                    >
                      {kind.cells(point)}
                    </PointRow>
                  );
                })}
              </div>
            </div>
          </>
        )}
        {one
          ? <Fragment key={oneIndex}>{kind.detail({ points, point: one, index: oneIndex, readOnly, apply, number })}</Fragment>
          : points.length > 0 && <div className="kf-pl-note">{t(k('selectOne'))}</div>}
      </div>
    );
  };
}
