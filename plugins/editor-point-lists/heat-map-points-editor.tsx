import { propertyValueJson, HEAT_MAP_POINT_LIMITS, readHeatMapPoints } from '../../sdk/index.js';
import type { HeatMapPointData, TranslateFn } from '../../sdk/index.js';
import { HeatPointDetail } from './heat-point-detail.js';
import { createPointListEditor } from './point-list-editor.js';
import type { PointListEditorDeps } from './point-list-editor.js';
import { shortNumber } from './point-row.js';
import { addHeatPoint, clearHeatPoints, formatHeatValue, moveHeatPoint, removeHeatPoints, setHeatPointNumber, setHeatPointVisible } from './heat-point-rules.js';

/**
 * The heat-map point list: rows with position, size, value (3 decimals); add copies the first selected point's
 * position, size and value; the one selected point's x / y / z, size, value and visible.
 */
export function createHeatMapPointsEditor(deps: PointListEditorDeps) {
  const t: TranslateFn = deps.t;
  return createPointListEditor<HeatMapPointData>({
    testId: 'heat-point',
    listTestId: 'heat-points',
    keys: 'heatPoints',
    className: 'kf-pl-heat',
    maxPoints: HEAT_MAP_POINT_LIMITS.maxPoints,
    read: (value) => readHeatMapPoints(propertyValueJson(value)),
    add: addHeatPoint,
    remove: removeHeatPoints,
    clear: clearHeatPoints,
    move: moveHeatPoint,
    setVisible: setHeatPointVisible,
    headings: () => <><span>{t('heatPoints.position')}</span><span>{t('heatPoints.size')}</span><span>{t('heatPoints.value')}</span></>,
    cells: (point) => (
      <>
        <span className="kf-pl-cell" title={point.position.join(', ')}>{point.position.map(shortNumber).join(', ')}</span>
        <span className="kf-pl-cell kf-pl-number" title={t('heatPoints.size')}>{shortNumber(point.size)}</span>
        <span className="kf-pl-cell kf-pl-number" data-testid="heat-point-value" title={t('heatPoints.value')}>{formatHeatValue(point.value)}</span>
      </>
    ),
    label: (_, index) => t('heatPoints.pointLabel', { n: index + 1 }),
    detail: ({ points, point, index, readOnly, apply, number }) => (
      <HeatPointDetail
        point={point}
        index={index}
        readOnly={readOnly}
        t={t}
        writes={{
          setNumber: (field, text) => {
            const n = number(text);
            return n !== undefined && apply(setHeatPointNumber(points, index, field, n));
          },
          setVisible: (visible) => void apply(setHeatPointVisible(points, index, visible)),
        }}
      />
    ),
  }, deps);
}
