/** Height of one point row in pixels (the list draws only the rows in view, so 10,000 points stay fast). */
export const ROW_HEIGHT = 24;
/** Rows the list shows before it scrolls. */
export const VISIBLE_ROWS = 10;
/** Rows drawn beyond each edge of the view, so a quick scroll shows no gap. */
const OVERSCAN = 4;

/** The rows [from, to) to draw for a scroll offset over `count` rows. */
export function visibleRows(scrollTop: number, count: number): { readonly from: number; readonly to: number } {
  const first = Math.floor(Math.max(0, scrollTop) / ROW_HEIGHT);
  return { from: Math.max(0, first - OVERSCAN), to: Math.min(count, first + VISIBLE_ROWS + OVERSCAN) };
}

/** The scroll offset that brings row `index` into a view of VISIBLE_ROWS rows, or the current one if it is in view. */
export function scrollToRow(scrollTop: number, index: number): number {
  const top = index * ROW_HEIGHT;
  if (top < scrollTop) return top;
  const bottom = top + ROW_HEIGHT - VISIBLE_ROWS * ROW_HEIGHT;
  return bottom > scrollTop ? bottom : scrollTop;
}
