/** Where one label sits in the atlas, in pixels of its page. */
export interface LabelCell {
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Label pictures packed into square pages: one cell per distinct text. */
export interface LabelAtlasLayout {
  readonly pageSize: number;
  readonly pages: number;
  readonly cells: ReadonlyMap<string, LabelCell>;
}

/** Side of one atlas page in pixels (2048: every WebGL device takes it). */
export const ATLAS_PAGE_SIZE = 2048;
/** Height of a label in pixels (13 px text with its padding). */
export const LABEL_HEIGHT = 20;
/** Widest label in pixels; a longer name is cut off at the label's right edge. */
export const MAX_LABEL_WIDTH = 240;
/** Pixels of padding left and right of the text. */
export const LABEL_PADDING = 4;

/**
 * Pack the distinct label texts into pages, row by row (shelf packing: every label has the same height). `measure`
 * gives a text's width in pixels. Thousands of points share a few pages, so the viewport draws them with one texture
 * per page instead of one element each.
 */
export function packLabels(texts: Iterable<string>, measure: (text: string) => number, pageSize = ATLAS_PAGE_SIZE): LabelAtlasLayout {
  const cells = new Map<string, LabelCell>();
  let page = 0, x = 0, y = 0;
  for (const text of texts) {
    if (cells.has(text) || text === '') continue;
    const width = Math.min(MAX_LABEL_WIDTH, Math.ceil(measure(text)) + 2 * LABEL_PADDING);
    if (x + width > pageSize) {
      x = 0;
      y += LABEL_HEIGHT;
    }
    if (y + LABEL_HEIGHT > pageSize) {
      page++;
      x = 0;
      y = 0;
    }
    cells.set(text, { page, x, y, width, height: LABEL_HEIGHT });
    x += width;
  }
  return { pageSize, pages: cells.size === 0 ? 0 : page + 1, cells };
}
