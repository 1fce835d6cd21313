import { LABEL_HEIGHT, LABEL_PADDING, packLabels } from './label-atlas.js';
import type { LabelAtlasLayout } from './label-atlas.js';

const FONT = '600 13px sans-serif';

type Canvas2D = OffscreenCanvasRenderingContext2D;

/** A 2D canvas context when the page has one (a NullEngine in Node has none: labels are then left out). */
function canvas2d(size: number): Canvas2D | undefined {
  if (typeof OffscreenCanvas === 'undefined') return undefined;
  return new OffscreenCanvas(size, size).getContext('2d', { willReadFrequently: true }) ?? undefined;
}

/** The label atlas: its layout and the RGBA pixels of each page (top row first). */
export interface RasterizedLabels {
  readonly layout: LabelAtlasLayout;
  readonly pages: readonly Uint8Array[];
}

/**
 * Lay out and draw the label texts: white text on a dark translucent plate, readable over any background. Undefined
 * where there is no canvas.
 */
export function rasterizeLabels(texts: Iterable<string>): RasterizedLabels | undefined {
  const measureContext = canvas2d(1);
  if (!measureContext) return undefined;
  measureContext.font = FONT;
  const layout = packLabels(texts, (text) => measureContext.measureText(text).width);
  const pages: Uint8Array[] = [];
  for (let page = 0; page < layout.pages; page++) {
    const ctx = canvas2d(layout.pageSize)!;
    ctx.font = FONT;
    ctx.textBaseline = 'middle';
    for (const [text, cell] of layout.cells) {
      if (cell.page !== page) continue;
      ctx.save();
      ctx.beginPath();
      ctx.rect(cell.x, cell.y, cell.width, cell.height);
      ctx.clip();
      ctx.fillStyle = 'rgba(16, 18, 22, 0.72)';
      ctx.fillRect(cell.x, cell.y + 1, cell.width, cell.height - 2);
      ctx.fillStyle = '#ffffff';
      ctx.fillText(text, cell.x + LABEL_PADDING, cell.y + LABEL_HEIGHT / 2);
      ctx.restore();
    }
    pages.push(new Uint8Array(ctx.getImageData(0, 0, layout.pageSize, layout.pageSize).data.buffer));
  }
  return { layout, pages };
}
