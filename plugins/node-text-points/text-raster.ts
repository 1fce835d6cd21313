/** A text drawn as RGBA pixels (row 0 the top), white on a dark plate. */
export interface RasterizedText {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

const HEIGHT = 48;
const FONT = '28px system-ui, "Noto Sans CJK SC", "Noto Sans SC", sans-serif';
const PAD = 12;
const MAX_WIDTH = 1024;

function canvas2d(width: number, height: number): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | undefined {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height).getContext('2d') ?? undefined;
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas.getContext('2d') ?? undefined;
  }
  return undefined;
}

/** `text` on a rounded dark plate, HEIGHT pixels high and as wide as the text (at most MAX_WIDTH); undefined where there is no 2D canvas. */
export function rasterizeText(text: string): RasterizedText | undefined {
  const measure = canvas2d(1, 1);
  if (!measure) return undefined;
  measure.font = FONT;
  const width = Math.min(MAX_WIDTH, Math.max(HEIGHT, Math.ceil(measure.measureText(text).width) + PAD * 2));
  const ctx = canvas2d(width, HEIGHT);
  if (!ctx) return undefined;
  ctx.fillStyle = 'rgba(20, 24, 32, 0.82)';
  ctx.beginPath();
  ctx.roundRect(1, 1, width - 2, HEIGHT - 2, 8);
  ctx.fill();
  ctx.font = FONT;
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, PAD, HEIGHT / 2, width - PAD * 2);
  return { pixels: new Uint8Array(ctx.getImageData(0, 0, width, HEIGHT).data.buffer), width, height: HEIGHT };
}
