import { useMemo, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent, MouseEvent } from 'react';
import { HEAT_MAP_POINT_LIMITS, isMixed, propertyValueJson, readHeatMapPoints } from '../../sdk/index.js';
import type { DialogService, PointHandlesService, PropertyEditorProps, TranslateFn } from '../../sdk/index.js';
import { HeatPointDetail } from './heat-point-detail.js';
import { HeatPointRow } from './heat-point-row.js';
import { addHeatPoint, clearHeatPoints, moveHeatPoint, removeHeatPoints, setHeatPointNumber, setHeatPointVisible } from './heat-point-rules.js';
import type { HeatPointEdit } from './heat-point-rules.js';
import { clickHeatPoint, keepWithin, NO_SELECTION } from './heat-point-selection.js';
import type { HeatPointSelection } from './heat-point-selection.js';
import { useHeatPointHandles } from './use-heat-point-handles.js';

/** What the editor uses besides its props. */
export interface HeatMapPointsEditorDeps {
  readonly t: TranslateFn;
  readonly dialogs?: DialogService;
  readonly handles?: PointHandlesService;
  readonly warn: (message: string) => void;
}

/** Height of one row in pixels; the list draws only the rows in view, so 10,000 points stay fast. */
const ROW_HEIGHT = 24;
const VISIBLE_ROWS = 8;
const OVERSCAN = 4;

/**
 * The heat-map point list (spec 001 §2, §4): rows with position, size, value (3 decimals) and a visibility toggle;
 * add (a copy of the first selected point's position, size and value), remove, clear (after a warning confirmation);
 * selection by click, Ctrl/Meta toggle and Shift range with viewport move handles on the selected points; the fields
 * of the one selected point. Each edit writes the whole list once: one undo step.
 */
export function createHeatMapPointsEditor({ t, dialogs, handles, warn }: HeatMapPointsEditorDeps): ComponentType<PropertyEditorProps<'heatMapPointList'>> {
  return function HeatMapPointsEditor({ descriptor, value, nodeIds, readOnly, onChange, beginGesture, endGesture }: PropertyEditorProps<'heatMapPointList'>) {
    const mixed = isMixed(value);
    const points = useMemo(() => (isMixed(value) ? [] : readHeatMapPoints(propertyValueJson(value))), [value]);
    const [rawSelection, setSelection] = useState<HeatPointSelection>(NO_SELECTION);
    const selection = keepWithin(rawSelection, points.length);
    const [scrollTop, setScrollTop] = useState(0);
    const list = useRef<HTMLDivElement>(null);

    useHeatPointHandles(handles, readOnly || mixed || nodeIds.length !== 1 ? undefined : nodeIds[0], {
      points,
      selected: selection.indices,
      move: (index, to, gesture) => {
        const edit = moveHeatPoint(points, index, [to.x, to.y, to.z]);
        if (edit.ok) onChange(edit.points, gesture);
      },
      beginGesture,
      endGesture,
    });

    const apply = (edit: HeatPointEdit): boolean => {
      if (!edit.ok) {
        if (edit.reason === 'max') warn(t('heatPoints.max', { max: HEAT_MAP_POINT_LIMITS.maxPoints }));
        return false;
      }
      if (edit.selection) setSelection(edit.selection);
      onChange(edit.points);
      return true;
    };
    const add = () => {
      if (!apply(addHeatPoint(points, selection))) return;
      // Show the new row (it is the last).
      requestAnimationFrame(() => list.current?.scrollTo({ top: points.length * ROW_HEIGHT }));
    };
    const remove = () => apply(removeHeatPoints(points, selection));
    const clear = async () => {
      const edit = clearHeatPoints(points);
      if (!edit.ok) return;
      const confirmed = dialogs
        ? await dialogs.confirm({
          title: t('heatPoints.clearConfirmTitle'), message: t('heatPoints.clearConfirm'),
          confirmLabel: t('heatPoints.confirm'), cancelLabel: t('heatPoints.cancel'), severity: 'warning',
        })
        : false;
      if (confirmed) apply(edit);
    };
    const onRowClick = (index: number, event: MouseEvent) => {
      setSelection(clickHeatPoint(selection, index, event));
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

    if (mixed) return <div className="kf-hm kf-hm-note">{t('heatPoints.mixed')}</div>;
    const selected = new Set(selection.indices);
    const oneIndex = selection.indices.length === 1 ? selection.indices[0]! : -1;
    const one = points[oneIndex];
    const first = Math.floor(Math.max(0, scrollTop) / ROW_HEIGHT);
    const from = Math.max(0, first - OVERSCAN);
    const to = Math.min(points.length, first + VISIBLE_ROWS + OVERSCAN);
    return (
      <div className="kf-hm" data-testid={`heat-points-${descriptor.name}`}>
        <div className="kf-hm-bar">
          <span className="kf-hm-count" data-testid="heat-points-count">{t('heatPoints.count', { count: points.length })}</span>
          {selection.indices.length > 1 && <span className="kf-hm-count">{t('heatPoints.selectedCount', { count: selection.indices.length })}</span>}
          <span className="kf-hm-actions">
            <button type="button" className="kf-hm-button" data-testid="heat-points-add" title={t('heatPoints.addTitle')} disabled={readOnly || points.length >= HEAT_MAP_POINT_LIMITS.maxPoints} onClick={add}>{t('heatPoints.add')}</button>
            <button type="button" className="kf-hm-button" data-testid="heat-points-remove" title={t('heatPoints.removeTitle')} disabled={readOnly || selection.indices.length === 0} onClick={remove}>{t('heatPoints.remove')}</button>
            <button type="button" className="kf-hm-button" data-testid="heat-points-clear" title={t('heatPoints.clearTitle')} disabled={readOnly || points.length === 0} onClick={() => void clear()}>{t('heatPoints.clear')}</button>
          </span>
        </div>
        {points.length === 0 ? <div className="kf-hm-note">{t('heatPoints.empty')}</div> : (
          <>
            <div className="kf-hm-head" aria-hidden="true">
              <span>#</span><span>{t('heatPoints.position')}</span><span>{t('heatPoints.size')}</span><span>{t('heatPoints.value')}</span><span />
            </div>
            <div
              ref={list}
              className="kf-hm-list"
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
                    <HeatPointRow
                      key={index}
                      point={point}
                      index={index}
                      selected={selected.has(index)}
                      top={index * ROW_HEIGHT}
                      height={ROW_HEIGHT}
                      readOnly={readOnly}
                      t={t}
                      onClick={(e) => onRowClick(index, e)}
                      onToggleVisible={() => apply(setHeatPointVisible(points, index, !point.visible))}
                    />
                  );
                })}
              </div>
            </div>
          </>
        )}
        {one ? (
          <HeatPointDetail
            key={oneIndex}
            point={one}
            index={oneIndex}
            readOnly={readOnly}
            t={t}
            writes={{
              setNumber: (field, text) => {
                const number = Number(text.trim());
                if (text.trim() === '' || !Number.isFinite(number)) {
                  warn(t('heatPoints.notNumber', { text: text.slice(0, 40) }));
                  return false;
                }
                return apply(setHeatPointNumber(points, oneIndex, field, number));
              },
              setVisible: (visible) => void apply(setHeatPointVisible(points, oneIndex, visible)),
            }}
          />
        ) : points.length > 0 && <div className="kf-hm-note">{t('heatPoints.selectOne')}</div>}
      </div>
    );
  };
}
