import type { SplineType } from '../../sdk/index.js';

const SHAPES: Readonly<Record<SplineType, string>> = {
  circle: 'M8 2a6 6 0 1 0 0.01 0Z',
  spiral: 'M8 8m0-1a1 1 0 1 1-1 1a2.5 2.5 0 0 0 5 0a4 4 0 0 0-8 0a5.5 5.5 0 0 0 11 0',
  path: 'M2 13L6 4L10 11L14 3',
};

/** The small line drawing of a spline type shown in its row. */
export function SplineTypeIcon({ type, label }: { readonly type: SplineType; readonly label: string }) {
  return (
    <svg className="kf-spline-icon" viewBox="0 0 16 16" width="14" height="14" role="img" aria-label={label} data-type={type}>
      <path d={SHAPES[type]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
