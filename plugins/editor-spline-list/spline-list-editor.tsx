import { useCallback, useState } from 'react';
import type { ComponentType, MouseEvent } from 'react';
import { isMixed, readSplines, SPLINE_LIMITS, splineToJson } from '../../sdk/index.js';
import type {
  NotificationService, PropertyEditorHost, PropertyEditorProps, SplineData, TranslateFn,
} from '../../sdk/index.js';
import { SplineDetail } from './spline-detail.js';
import type { SplineDetailEdits } from './spline-detail.js';
import { SplineMenu } from './spline-menu.js';
import type { SplineMenuAction } from './spline-menu.js';
import { SplinePoints } from './spline-points.js';
import { SplineRow } from './spline-row.js';
import {
  addSplineModifier, convertSplineToPath, createSpline, deleteSpline, deleteSplineModifier, invertSplineOrder, isSplineRefusal,
  moveSplineDown, moveSplineUp, patchSplineModifier, renameSpline, setSplineClosed, setSplineEnabled, setSplineNumber,
  setSplinePoints, SPLINE_LIST_MESSAGES, switchSplineType, type SplineListMessage, type SplineListResult,
} from './spline-list.js';

/** What the spline list needs from the designer. */
export interface SplineListServices {
  /** The inspector's editor cells, to draw a path's points with the editor it chooses for a vector3 point list. */
  readonly editors: PropertyEditorHost | undefined;
  readonly notifications: NotificationService | undefined;
  readonly t: TranslateFn;
}

/** The limit each message names as {{max}}. */
const MESSAGE_LIMITS: Partial<Record<SplineListMessage, number>> = {
  [SPLINE_LIST_MESSAGES.tooMany]: SPLINE_LIMITS.splines,
  [SPLINE_LIST_MESSAGES.nameTooLong]: SPLINE_LIMITS.name,
  [SPLINE_LIST_MESSAGES.tooManyModifiers]: SPLINE_LIMITS.modifiers,
  [SPLINE_LIST_MESSAGES.badPoints]: SPLINE_LIMITS.pathPoints,
};

interface Menu { readonly x: number; readonly y: number; readonly index: number }

/**
 * The spline list (spec 001 §2, §4, §5, §8): a row per spline (at most the first {@link SPLINE_LIMITS.display}), a
 * context menu on rows and on the empty area, messages through the notification service, and the selected spline's
 * detail below. Every edit goes through one list operation and one onChange (one undo step).
 */
export function createSplineListEditor(s: SplineListServices): ComponentType<PropertyEditorProps<'splineList'>> {
  return function SplineListEditor(row: PropertyEditorProps<'splineList'>) {
    const { value, readOnly, onChange } = row;
    const [selected, setSelected] = useState(0);
    const [menu, setMenu] = useState<Menu>();
    const closeMenu = useCallback(() => setMenu(undefined), []);
    if (isMixed(value)) return <div className="kf-spline-list" data-testid="spline-list">??</div>;
    const splines = readSplines(value);
    const current = Math.min(selected, splines.length - 1);
    const run = (result: SplineListResult, gesture?: string) => {
      if (isSplineRefusal(result)) {
        s.notifications?.warning(s.t(result.refusal, { max: MESSAGE_LIMITS[result.refusal] ?? 0 }));
        return;
      }
      if (result.splines !== splines) onChange(result.splines.map(splineToJson), gesture);
      setSelected(Math.max(0, result.selected));
      if (result.success) s.notifications?.success(s.t(result.success));
    };
    const act = (action: SplineMenuAction, index: number) => {
      setMenu(undefined);
      if (action === 'createCircle') run(createSpline(splines, 'circle'));
      else if (action === 'createSpiral') run(createSpline(splines, 'spiral'));
      else if (action === 'createPath') run(createSpline(splines, 'path'));
      else if (action === 'convertToPath') run(convertSplineToPath(splines, index));
      else if (action === 'invertOrder') run(invertSplineOrder(splines, index));
      else run(deleteSpline(splines, index));
    };
    const openMenu = (e: MouseEvent, index: number) => {
      e.preventDefault();
      e.stopPropagation();
      if (index >= 0) setSelected(index);
      if (!readOnly) setMenu({ x: e.clientX, y: e.clientY, index });
    };
    const spline: SplineData | undefined = splines[current];
    const edits: SplineDetailEdits = {
      switchType: (type) => run(switchSplineType(splines, current, type)),
      setNumber: (field, v) => run(setSplineNumber(splines, current, field, v)),
      setClosed: (closed) => run(setSplineClosed(splines, current, closed)),
      addModifier: (type) => run(addSplineModifier(splines, current, type)),
      patchModifier: (at, patch) => run(patchSplineModifier(splines, current, at, patch)),
      deleteModifier: (at) => run(deleteSplineModifier(splines, current, at)),
    };
    const shown = splines.slice(0, SPLINE_LIMITS.display);
    const hidden = splines.length - shown.length;
    return (
      <div className="kf-spline-list" data-testid="spline-list">
        <ul className="kf-spline-rows" role="listbox" data-testid="spline-rows" onContextMenu={(e) => openMenu(e, current)}>
          {splines.length === 0 && <li className="kf-spline-empty">{s.t('splineList.empty')}</li>}
          {shown.map((sp, index) => (
            <SplineRow key={`${index}:${sp.id}`} spline={sp} index={index} selected={index === current} readOnly={readOnly} t={s.t}
              onSelect={() => setSelected(index)} onContextMenu={(e) => openMenu(e, index)}
              onEnable={(enabled) => run(setSplineEnabled(splines, index, enabled))}
              onRename={(name) => run(renameSpline(splines, index, name))}
              onMoveUp={() => run(moveSplineUp(splines, index))}
              onMoveDown={() => run(moveSplineDown(splines, index))}
              onDelete={() => run(deleteSpline(splines, index))} />
          ))}
        </ul>
        {hidden > 0 && <div className="kf-spline-hidden" data-testid="spline-hidden">{s.t('splineList.hidden', { count: hidden, max: SPLINE_LIMITS.display })}</div>}
        {menu && <SplineMenu x={menu.x} y={menu.y} hasTarget={menu.index >= 0 && menu.index < splines.length} t={s.t} onClose={closeMenu} onPick={(a) => act(a, menu.index)} />}
        {spline && (
          <SplineDetail spline={spline} readOnly={readOnly} t={s.t} edits={edits}
            points={<SplinePoints host={s.editors} points={spline.points} row={row} t={s.t}
              onPoints={(points, gesture) => run(setSplinePoints(splines, current, points), gesture)} />} />
        )}
      </div>
    );
  };
}
