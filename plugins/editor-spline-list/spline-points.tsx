import { useMemo } from 'react';
import { SPLINE_LIMITS, titles, VECTOR3_POINTS_TYPE } from '../../sdk/index.js';
import type { NodeId, PropertyDescriptor, PropertyEditorHost, PropertyEditorProps, PropertyValue, ReactComponent, TranslateFn } from '../../sdk/index.js';
import { splineListLocales } from './locales.js';
import { NumberField } from './number-field.js';

const POINTS = 'splineList.points';

/** Rows the fallback table shows (the rest are counted). */
const TABLE_ROWS = 200;
/** Fewest points of a path (spec: the point list's `min`). */
const MIN_PATH_POINTS = 2;

/** The vector3 point list descriptor of a path's points, its handles in the spline node's space. */
export function pathPointsDescriptor(node: NodeId | undefined): PropertyDescriptor {
  return {
    name: 'points', type: VECTOR3_POINTS_TYPE, propertyGroup: 'geometry', rank: 0,
    titles: titles(splineListLocales.en[POINTS]!, splineListLocales['zh-CN'][POINTS]!, splineListLocales['zh-TW'][POINTS]!),
    options: { ...(node ? { handlesNode: node } : {}), min: MIN_PATH_POINTS, max: SPLINE_LIMITS.pathPoints },
  };
}

interface Props {
  /** The inspector's editor cells; undefined without the inspector (the plain table shows). */
  readonly host: PropertyEditorHost | undefined;
  readonly points: readonly number[];
  /** The row's props: selection, read-only and gestures pass through to the point list editor. */
  readonly row: PropertyEditorProps<'splineList'>;
  readonly t: TranslateFn;
  onPoints(points: readonly number[], gesture?: string): void;
}

/**
 * A path's points in the editor the inspector chooses for a vector3 point list (PropertyEditorHost: viewport handles,
 * multi-select; contributed React or mounted editors), else — no such editor, no inspector, or a failing editor,
 * which is reported as its plugin's fault — a plain x, y, z table with add and remove.
 */
export function SplinePoints({ host, points, row, t, onPoints }: Props) {
  const Table = useMemo(() => pointTableEditor(t), [t]);
  const descriptor = pathPointsDescriptor(row.nodeIds[row.nodeIds.length - 1]);
  const props: PropertyEditorProps = {
    ...row, descriptor, value: [...points], onChange: (v: PropertyValue, gesture?: string) => onPoints(toNumbers(v), gesture), onChangeEach: undefined,
  };
  const Cell = host?.EditorCell;
  if (!Cell) return <Table {...props} />;
  return <div className="kf-spline-points" data-testid="spline-points-editor"><Cell {...props} fallback={Table} /></div>;
}

/** The plain table as an editor of the point list (the host cell's fallback). */
function pointTableEditor(t: TranslateFn): ReactComponent<PropertyEditorProps> {
  return function PointTableEditor({ value, readOnly, onChange }: PropertyEditorProps) {
    return <PointTable points={toNumbers(value)} readOnly={readOnly} t={t} onPoints={(p) => onChange([...p])} />;
  };
}

const toNumbers = (v: unknown): number[] => (Array.isArray(v) ? v.map((n) => (typeof n === 'number' ? n : Number.NaN)) : []);

function PointTable({ points, readOnly, t, onPoints }: { readonly points: readonly number[]; readonly readOnly: boolean; readonly t: TranslateFn; onPoints(p: readonly number[]): void }) {
  const count = Math.floor(points.length / 3);
  const set = (i: number, value: number) => onPoints(points.map((p, k) => (k === i ? value : p)));
  const add = () => {
    const last = points.slice(-3);
    onPoints([...points, ...(last.length === 3 ? [last[0]! + 1, last[1]!, last[2]!] : [0, 0, 0])]);
  };
  const remove = (row: number) => onPoints(points.filter((_, k) => Math.floor(k / 3) !== row));
  return (
    <div className="kf-spline-points" data-testid="spline-points-table">
      <div className="kf-spline-field">
        <span className="kf-spline-label">{t('splineList.points')}</span>
        <span data-testid="spline-point-count">{t('splineList.pointCount', { count })}</span>
        <button type="button" className="kf-spline-point-add" data-testid="spline-point-add" disabled={readOnly || count >= SPLINE_LIMITS.pathPoints} onClick={add}>+</button>
      </div>
      <table className="kf-spline-point-table">
        <thead><tr><th>#</th><th>X</th><th>Y</th><th>Z</th><th /></tr></thead>
        <tbody>
          {Array.from({ length: Math.min(count, TABLE_ROWS) }, (_, row) => (
            <tr key={row} data-testid={`spline-point-${row}`}>
              <td>{row + 1}</td>
              {[0, 1, 2].map((axis) => (
                <td key={axis}>
                  <NumberField label={`${row + 1} ${'XYZ'[axis]}`} value={points[row * 3 + axis]!} readOnly={readOnly} onCommit={(v) => set(row * 3 + axis, v)} />
                </td>
              ))}
              <td>
                <button type="button" aria-label={t('splineList.delete')} title={t('splineList.delete')} disabled={readOnly || count <= MIN_PATH_POINTS}
                  onClick={() => remove(row)}>✕</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {count > TABLE_ROWS && <div className="kf-spline-hidden">{t('splineList.pointsHidden', { count: count - TABLE_ROWS, max: TABLE_ROWS })}</div>}
    </div>
  );
}
