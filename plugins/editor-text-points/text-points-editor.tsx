import { useMemo, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent, MouseEvent } from 'react';
import { isMixed, propertyValueJson, readTextPoints, TEXT_POINT_LIMITS } from '../../sdk/index.js';
import type { DialogService, PointHandlesService, PropertyEditorProps, TranslateFn } from '../../sdk/index.js';
import { TextPointDetail } from './text-point-detail.js';
import { TextPointRow } from './text-point-row.js';
import { addTextPoint, clearTextPoints, moveTextPoint, removeTextPoints, setTextPointCoordinate, setTextPointText, setTextPointVisible } from './text-point-rules.js';
import type { TextPointEdit } from './text-point-rules.js';
import { clickTextPoint, keepWithin, NO_SELECTION } from './text-point-selection.js';
import type { TextPointSelection } from './text-point-selection.js';
import { useTextPointHandles } from './use-text-point-handles.js';

/** What the editor uses besides its props. */
export interface TextPointsEditorDeps {
  readonly t: TranslateFn;
  readonly dialogs?: DialogService;
  readonly handles?: PointHandlesService;
  readonly warn: (message: string) => void;
}

const ROW_HEIGHT = 24;
const VISIBLE_ROWS = 8;
const OVERSCAN = 4;

/**
 * The text point list (spec 001 §2, §4): rows with text, position and a visibility toggle; add, delete, clear all
 * (after a warning confirmation); selection by click, Ctrl/Meta toggle and Shift range with viewport move handles on
 * the selected points; the fields of the one selected point. Each edit writes the whole list once: one undo step.
 */
export function createTextPointsEditor({ t, dialogs, handles, warn }: TextPointsEditorDeps): ComponentType<PropertyEditorProps<'textPointList'>> {
  return function TextPointsEditor({ descriptor, value, nodeIds, readOnly, onChange, beginGesture, endGesture }: PropertyEditorProps<'textPointList'>) {
    const mixed = isMixed(value);
    const points = useMemo(() => (isMixed(value) ? [] : readTextPoints(propertyValueJson(value))), [value]);
    const [rawSelection, setSelection] = useState<TextPointSelection>(NO_SELECTION);
    const selection = keepWithin(rawSelection, points.length);
    const [scrollTop, setScrollTop] = useState(0);
    const list = useRef<HTMLDivElement>(null);

    useTextPointHandles(handles, readOnly || mixed || nodeIds.length !== 1 ? undefined : nodeIds[0], {
      points,
      selected: selection.indices,
      move: (index, to, gesture) => {
        const edit = moveTextPoint(points, index, [to.x, to.y, to.z]);
        if (edit.ok) onChange(edit.points, gesture);
      },
      beginGesture,
      endGesture,
    });

    const apply = (edit: TextPointEdit): boolean => {
      if (!edit.ok) {
        if (edit.reason === 'max') warn(t('textPoints.max', { max: TEXT_POINT_LIMITS.maxPoints }));
        return false;
      }
      if (edit.selection) setSelection(edit.selection);
      onChange(edit.points);
      return true;
    };
    const add = () => {
      if (!apply(addTextPoint(points, selection, t('textPoints.defaultText')))) return;
      requestAnimationFrame(() => list.current?.scrollTo({ top: points.length * ROW_HEIGHT }));
    };
    const remove = () => apply(removeTextPoints(points, selection));
    const clear = async () => {
      const edit = clearTextPoints(points);
      if (!edit.ok) return;
      const confirmed = dialogs
        ? await dialogs.confirm({
          title: t('textPoints.clearConfirmTitle'), message: t('textPoints.clearConfirm'),
          confirmLabel: t('textPoints.confirm'), cancelLabel: t('textPoints.cancel'), severity: 'warning',
        })
        : false;
      if (confirmed) apply(edit);
    };
    const onRowClick = (index: number, event: MouseEvent) => {
      setSelection(clickTextPoint(selection, index, event));
      list.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (readOnly) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        remove();
      } else if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setSelection({ indices: points.map((_, i) => i), anchor: 0 });
      }
    };

    if (mixed) return <div className="kf-tp kf-tp-note">{t('textPoints.mixed')}</div>;
    const selected = new Set(selection.indices);
    const oneIndex = selection.indices.length === 1 ? selection.indices[0]! : -1;
    const one = points[oneIndex];
    const first = Math.floor(Math.max(0, scrollTop) / ROW_HEIGHT);
    const from = Math.max(0, first - OVERSCAN);
    const to = Math.min(points.length, first + VISIBLE_ROWS + OVERSCAN);
    return (
      <div className="kf-tp" data-testid={`text-points-${descriptor.name}`}>
        <div className="kf-tp-bar">
          <span className="kf-tp-count" data-testid="text-points-count">{t('textPoints.count', { count: points.length })}</span>
          {selection.indices.length > 1 && <span className="kf-tp-count">{t('textPoints.selectedCount', { count: selection.indices.length })}</span>}
          <span className="kf-tp-actions">
            <button type="button" className="kf-tp-button" data-testid="text-points-add" title={t('textPoints.addTitle')} disabled={readOnly || points.length >= TEXT_POINT_LIMITS.maxPoints} onClick={add}>{t('textPoints.add')}</button>
            <button type="button" className="kf-tp-button" data-testid="text-points-remove" title={t('textPoints.removeTitle')} disabled={readOnly || selection.indices.length === 0} onClick={remove}>{t('textPoints.remove')}</button>
            <button type="button" className="kf-tp-button" data-testid="text-points-clear" title={t('textPoints.clearTitle')} disabled={readOnly || points.length === 0} onClick={() => void clear()}>{t('textPoints.clear')}</button>
          </span>
        </div>
        {points.length === 0 ? <div className="kf-tp-note">{t('textPoints.empty')}</div> : (
          <>
            <div className="kf-tp-head" aria-hidden="true">
              <span>#</span><span>{t('textPoints.text')}</span><span>{t('textPoints.position')}</span><span />
            </div>
            <div
              ref={list}
              className="kf-tp-list"
              role="listbox"
              aria-multiselectable="true"
              aria-label={descriptor.name}
              tabIndex={0}
              style={{ maxHeight: VISIBLE_ROWS * ROW_HEIGHT }}
              onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
              onKeyDown={onKeyDown}
            >
              <div style={{ height: points.length * ROW_HEIGHT, position: 'relative' }}>
                {points.slice(from, to).map((point, k) => {
                  const index = from + k;
                  return (
                    <TextPointRow
                      key={index}
                      point={point}
                      index={index}
                      selected={selected.has(index)}
                      top={index * ROW_HEIGHT}
                      height={ROW_HEIGHT}
                      readOnly={readOnly}
                      t={t}
                      onClick={(e) => onRowClick(index, e)}
                      onToggleVisible={() => apply(setTextPointVisible(points, index, !point.visible))}
                    />
                  );
                })}
              </div>
            </div>
          </>
        )}
        {one ? (
          <TextPointDetail
            key={oneIndex}
            point={one}
            readOnly={readOnly}
            t={t}
            writes={{
              setText: (text) => void apply(setTextPointText(points, oneIndex, text)),
              setCoordinate: (axis, text) => {
                const number = Number(text.trim());
                if (text.trim() === '' || !Number.isFinite(number)) {
                  warn(t('textPoints.notNumber', { text: text.slice(0, 40) }));
                  return false;
                }
                return apply(setTextPointCoordinate(points, oneIndex, axis, number));
              },
              setVisible: (visible) => void apply(setTextPointVisible(points, oneIndex, visible)),
            }}
          />
        ) : points.length > 0 && <div className="kf-tp-note">{t('textPoints.selectOne')}</div>}
      </div>
    );
  };
}
