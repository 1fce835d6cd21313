import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent, MouseEvent } from 'react';
import { isMixed, MIXED, propertyValueJson, readVector3Points } from '../../sdk/index.js';
import type { DialogService, PointHandlesService, PropertyEditorProps, TranslateFn, Vector3PointsOptions } from '../../sdk/index.js';
import { CoordinateField } from './coordinate-field.js';
import { addPoint, clearPoints, limitsOf, movePoint, removePoints, setCoordinate } from './point-list-rules.js';
import type { PointEdit, PointLimits } from './point-list-rules.js';
import { clampSelection, clickPoint, EMPTY_SELECTION, selectAll } from './point-selection.js';
import type { PointSelection } from './point-selection.js';
import { useFieldChars } from './use-field-chars.js';
import { usePointHandles } from './use-point-handles.js';
import { ROW_HEIGHT, scrollToRow, visibleRows, VISIBLE_ROWS } from './visible-rows.js';

/** What the editor uses besides its props. */
export interface Vector3PointsEditorDeps {
  readonly t: TranslateFn;
  readonly dialogs?: DialogService;
  readonly handles?: PointHandlesService;
  readonly warn: (message: string) => void;
}

const AXES = ['x', 'y', 'z'] as const;

/**
 * The vector3 point list (spec 001 §2, §5): the count, rows of x/y/z fields, add after the selection, remove the
 * selection (not below the minimum), clear after a warning confirmation, and multi-select (click, Ctrl/Meta toggles,
 * Shift selects a range). The value is a flat x, y, z array. With options.handlesNode (or one edited node when the
 * option is absent), selected points get move handles in the viewport.
 */
export function createVector3PointsEditor({ t, dialogs, handles, warn }: Vector3PointsEditorDeps): ComponentType<PropertyEditorProps<'vector3Points'>> {
  return function Vector3PointsEditor({ descriptor, value, nodeIds, readOnly, onChange, beginGesture, endGesture }: PropertyEditorProps<'vector3Points'>) {
    const options = descriptor.options as Vector3PointsOptions | undefined;
    const limits = useMemo(() => limitsOf(options), [options]);
    const mixed = value === MIXED;
    const points = useMemo(() => (isMixed(value) ? [] : readVector3Points(propertyValueJson(value), limits.max)), [value, limits.max]);
    const count = points.length / 3;
    const [rawSelection, setSelection] = useState<PointSelection>(EMPTY_SELECTION);
    const selection = clampSelection(rawSelection, count);
    const [scrollTop, setScrollTop] = useState(0);
    const list = useRef<HTMLDivElement>(null);
    const chars = useFieldChars(list);
    const handlesNode = typeof options?.handlesNode === 'string' ? options.handlesNode : nodeIds.length === 1 ? nodeIds[0] : undefined;

    usePointHandles(handles, readOnly || mixed ? undefined : handlesNode, {
      points,
      selected: selection.indices,
      move: (index, to, gesture) => {
        const next = movePoint(points, index, [to.x, to.y, to.z]);
        if (next) onChange(next, gesture);
      },
      beginGesture,
      endGesture,
    });

    // Keep the selected row in view after an edit moved it (add, remove).
    const focusRow = selection.indices[selection.indices.length - 1];
    useEffect(() => {
      if (focusRow === undefined || !list.current) return;
      const next = scrollToRow(list.current.scrollTop, focusRow);
      if (next !== list.current.scrollTop) list.current.scrollTop = next;
    }, [focusRow, count]);

    const apply = (edit: PointEdit, refusal: Partial<Record<'max' | 'min' | 'none', string>>) => {
      if (!edit.ok) {
        const message = refusal[edit.reason];
        if (message) warn(message);
        return;
      }
      setSelection(edit.selection);
      onChange(edit.points);
    };
    const refusals = (l: PointLimits) => ({ max: t('vector3Points.max', { max: l.max }), min: t('vector3Points.min', { min: l.min }) });
    const add = () => apply(addPoint(points, selection, limits), refusals(limits));
    const remove = () => apply(removePoints(points, selection, limits), refusals(limits));
    const clear = async () => {
      const edit = clearPoints(points, limits);
      if (!edit.ok) return apply(edit, refusals(limits));
      const confirmed = dialogs
        ? await dialogs.confirm({
          title: t('vector3Points.clearConfirmTitle'), message: t('vector3Points.clearConfirm'),
          confirmLabel: t('vector3Points.confirm'), cancelLabel: t('vector3Points.cancel'), severity: 'warning',
        })
        : false;
      if (confirmed) apply(edit, {});
    };
    const onRowClick = (index: number, event: MouseEvent) => {
      if ((event.target as HTMLElement).tagName === 'INPUT') return;
      setSelection(clickPoint(selection, index, event));
      list.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Keys typed in a coordinate field are the field's (Delete edits its text).
      if (readOnly || (event.target as HTMLElement).tagName === 'INPUT') return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        remove();
      } else if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setSelection(selectAll(count));
      }
    };

    if (mixed) return <div className="kf-v3p kf-v3p-note">{t('vector3Points.mixed')}</div>;
    const { from, to } = visibleRows(scrollTop, count);
    const selected = new Set(selection.indices);
    return (
      <div className="kf-v3p" data-testid={`vector3-points-${descriptor.name}`}>
        <div className="kf-v3p-bar">
          <span className="kf-v3p-count" data-testid="vector3-points-count">{t('vector3Points.count', { count })}</span>
          {selection.indices.length > 1 && <span className="kf-v3p-selected">{t('vector3Points.selectedCount', { count: selection.indices.length })}</span>}
          <span className="kf-v3p-actions">
            <button type="button" className="kf-v3p-button" data-testid="vector3-points-add" title={t('vector3Points.addTitle')} disabled={readOnly || count >= limits.max} onClick={add}>{t('vector3Points.add')}</button>
            <button type="button" className="kf-v3p-button" data-testid="vector3-points-remove" title={t('vector3Points.removeTitle')} disabled={readOnly || selection.indices.length === 0} onClick={remove}>{t('vector3Points.remove')}</button>
            <button type="button" className="kf-v3p-button" data-testid="vector3-points-clear" title={limits.min > 0 ? t('vector3Points.min', { min: limits.min }) : t('vector3Points.clearTitle')} disabled={readOnly || count === 0 || limits.min > 0} onClick={() => void clear()}>{t('vector3Points.clear')}</button>
          </span>
        </div>
        {count === 0 ? <div className="kf-v3p-note">{t('vector3Points.empty')}</div> : (
          <div
            ref={list}
            className="kf-v3p-list"
            role="listbox"
            aria-multiselectable="true"
            aria-label={descriptor.name}
            tabIndex={0}
            style={{ maxHeight: VISIBLE_ROWS * ROW_HEIGHT }}
            onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
            onKeyDown={onKeyDown}
          >
            <div style={{ height: count * ROW_HEIGHT, position: 'relative' }}>
              {Array.from({ length: to - from }, (_, k) => from + k).map((index) => (
                <div
                  key={index}
                  role="option"
                  aria-selected={selected.has(index)}
                  aria-label={t('vector3Points.point', { index })}
                  className={`kf-v3p-row${selected.has(index) ? ' selected' : ''}`}
                  data-testid={`vector3-point-${index}`}
                  style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT }}
                  onClick={(e) => onRowClick(index, e)}
                >
                  <span className="kf-v3p-index">{index}</span>
                  {AXES.map((axis, k) => (
                    <CoordinateField
                      key={`${axis}:${points[index * 3 + k]}`}
                      value={points[index * 3 + k]}
                      chars={chars}
                      label={t('vector3Points.axis', { axis, index })}
                      testId={`vector3-point-${index}-${axis}`}
                      readOnly={readOnly}
                      onFocus={() => {
                        // Editing a point selects it (alone, unless it is part of the selection already).
                        if (!selected.has(index)) setSelection({ indices: [index], anchor: index });
                      }}
                      onCommit={(v) => {
                        const next = setCoordinate(points, index, k as 0 | 1 | 2, v);
                        if (next) onChange(next);
                      }}
                      onBadNumber={(text) => warn(t('vector3Points.notNumber', { text }))}
                    />
                  ))}
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    );
  };
}
