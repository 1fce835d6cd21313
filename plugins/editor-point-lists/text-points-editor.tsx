import { propertyValueJson, readTextPoints, TEXT_POINT_LIMITS } from '../../sdk/index.js';
import type { TextPointData, TranslateFn } from '../../sdk/index.js';
import { createPointListEditor } from './point-list-editor.js';
import type { PointListEditorDeps } from './point-list-editor.js';
import { shortNumber } from './point-row.js';
import { TextPointDetail } from './text-point-detail.js';
import { addTextPoint, clearTextPoints, moveTextPoint, removeTextPoints, setTextPointCoordinate, setTextPointText, setTextPointVisible } from './text-point-rules.js';

/**
 * The text point list: rows with text and position; add puts a default text one unit along x from the first selected
 * point; the one selected point's text, x / y / z and visible.
 */
export function createTextPointsEditor(deps: PointListEditorDeps) {
  const t: TranslateFn = deps.t;
  return createPointListEditor<TextPointData>({
    testId: 'text-point',
    listTestId: 'text-points',
    keys: 'textPoints',
    className: 'kf-pl-text',
    maxPoints: TEXT_POINT_LIMITS.maxPoints,
    read: (value) => readTextPoints(propertyValueJson(value)),
    add: (points, selection) => addTextPoint(points, selection, t('textPoints.defaultText')),
    remove: removeTextPoints,
    clear: clearTextPoints,
    move: moveTextPoint,
    setVisible: setTextPointVisible,
    headings: () => <><span>{t('textPoints.text')}</span><span>{t('textPoints.position')}</span></>,
    cells: (point) => (
      <>
        <span className="kf-pl-cell" title={point.text}>{point.text}</span>
        <span className="kf-pl-cell" title={point.position.join(', ')}>{point.position.map(shortNumber).join(', ')}</span>
      </>
    ),
    label: (point, index) => point.text || t('textPoints.pointLabel', { n: index + 1 }),
    detail: ({ points, point, index, readOnly, apply, number }) => (
      <TextPointDetail
        point={point}
        readOnly={readOnly}
        t={t}
        writes={{
          setText: (text) => void apply(setTextPointText(points, index, text)),
          setCoordinate: (axis, text) => {
            const n = number(text);
            return n !== undefined && apply(setTextPointCoordinate(points, index, axis, n));
          },
          setVisible: (visible) => void apply(setTextPointVisible(points, index, visible)),
        }}
      />
    ),
  }, deps);
}
