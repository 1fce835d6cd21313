import { parseCssColor, type Rgba } from './color-convert.js';

/** Side of the magnifier in sampled pixels (spec 001 §9). */
export const MAGNIFIER_SIZE = 19;
/** Largest magnifier scale. */
export const MAX_PIPETTE_SCALE = 4;
/** Screen pixels per sampled pixel at scale 1. */
const CELL_BASE = 3;

/** Clamp a magnifier scale to 1..4. */
export function clampScale(scale: number): number {
  return Math.min(MAX_PIPETTE_SCALE, Math.max(1, Math.round(Number.isFinite(scale) ? scale : 1)));
}

/** The 19×19 cells around (cx, cy), row by row; undefined where nothing can be sampled. */
export function magnifierCells(read: (x: number, y: number) => Rgba | undefined, cx: number, cy: number, size = MAGNIFIER_SIZE): (Rgba | undefined)[] {
  const half = Math.floor(size / 2);
  const cells: (Rgba | undefined)[] = [];
  for (let y = -half; y <= half; y += 1) for (let x = -half; x <= half; x += 1) cells.push(read(cx + x, cy + y));
  return cells;
}

/** Map a viewport point to a canvas's backing-store pixel. */
export function canvasPixelAt(rect: { left: number; top: number; width: number; height: number }, canvas: { width: number; height: number }, clientX: number, clientY: number): { x: number; y: number } {
  const sx = rect.width ? canvas.width / rect.width : 1;
  const sy = rect.height ? canvas.height / rect.height : 1;
  return { x: Math.floor((clientX - rect.left) * sx), y: Math.floor((clientY - rect.top) * sy) };
}

interface EyeDropperLike {
  open(): Promise<{ sRGBHex: string }>;
}
type EyeDropperCtor = new () => EyeDropperLike;

/** Whether the browser has the EyeDropper API. */
export function hasEyeDropper(win: Window): boolean {
  return typeof (win as unknown as { EyeDropper?: EyeDropperCtor }).EyeDropper === 'function';
}

/** Texts the fallback pipette shows. */
export interface PipetteTexts {
  readonly hint: string;
}

/**
 * Pick a colour from the screen: the browser's EyeDropper when it has one, else our own overlay that samples the
 * page's canvases with a 19×19 magnifier (wheel changes the scale 1..4; click picks; Esc exits).
 * Resolves undefined when the user cancels.
 */
export async function pickScreenColor(doc: Document, texts: PipetteTexts): Promise<Rgba | undefined> {
  const win = doc.defaultView ?? window;
  if (hasEyeDropper(win)) {
    try {
      const Ctor = (win as unknown as { EyeDropper: EyeDropperCtor }).EyeDropper;
      const result = await new Ctor().open();
      return parseCssColor(result.sRGBHex);
    } catch {
      return undefined; // cancelled with Esc
    }
  }
  return canvasPipette(doc, texts);
}

function sampleAt(doc: Document, clientX: number, clientY: number, overlay: HTMLElement): ((x: number, y: number) => Rgba | undefined) {
  const canvas = (doc.elementsFromPoint?.(clientX, clientY) ?? []).find((e): e is HTMLCanvasElement => e instanceof HTMLCanvasElement && !overlay.contains(e));
  if (!canvas) return () => undefined;
  const rect = canvas.getBoundingClientRect();
  const center = canvasPixelAt(rect, canvas, clientX, clientY);
  const half = Math.floor(MAGNIFIER_SIZE / 2);
  const scratch = doc.createElement('canvas');
  scratch.width = MAGNIFIER_SIZE;
  scratch.height = MAGNIFIER_SIZE;
  const ctx = scratch.getContext('2d', { willReadFrequently: true });
  if (!ctx) return () => undefined;
  let data: Uint8ClampedArray;
  try {
    ctx.drawImage(canvas, center.x - half, center.y - half, MAGNIFIER_SIZE, MAGNIFIER_SIZE, 0, 0, MAGNIFIER_SIZE, MAGNIFIER_SIZE);
    data = ctx.getImageData(0, 0, MAGNIFIER_SIZE, MAGNIFIER_SIZE).data;
  } catch {
    return () => undefined; // tainted canvas
  }
  // reader by offset from the pointer's pixel
  return (dx, dy) => {
    const lx = dx + half;
    const ly = dy + half;
    const px = center.x + dx;
    const py = center.y + dy;
    if (lx < 0 || ly < 0 || lx >= MAGNIFIER_SIZE || ly >= MAGNIFIER_SIZE || px < 0 || py < 0 || px >= canvas.width || py >= canvas.height) return undefined;
    const i = (ly * MAGNIFIER_SIZE + lx) * 4;
    return { r: data[i], g: data[i + 1], b: data[i + 2], a: Math.round((data[i + 3] / 255) * 100) / 100 };
  };
}

function canvasPipette(doc: Document, texts: PipetteTexts): Promise<Rgba | undefined> {
  return new Promise((resolve) => {
    let scale = 2;
    let center: Rgba | undefined;
    const overlay = doc.createElement('div');
    overlay.className = 'kf-pipette';
    overlay.dataset.testid = 'color-pipette-overlay';
    const magnifier = doc.createElement('canvas');
    magnifier.className = 'kf-pipette__magnifier';
    const hint = doc.createElement('div');
    hint.className = 'kf-pipette__hint';
    hint.textContent = texts.hint;
    overlay.append(magnifier, hint);
    doc.body.append(overlay);

    const draw = (clientX: number, clientY: number) => {
      const cell = CELL_BASE * scale;
      const side = MAGNIFIER_SIZE * cell;
      magnifier.width = side;
      magnifier.height = side;
      magnifier.style.left = `${clientX + 16}px`;
      magnifier.style.top = `${clientY + 16}px`;
      overlay.style.pointerEvents = 'none';
      const read = sampleAt(doc, clientX, clientY, overlay);
      overlay.style.pointerEvents = '';
      const cells = magnifierCells(read, 0, 0);
      const ctx = magnifier.getContext('2d');
      if (!ctx) return;
      cells.forEach((c, i) => {
        const x = (i % MAGNIFIER_SIZE) * cell;
        const y = Math.floor(i / MAGNIFIER_SIZE) * cell;
        ctx.fillStyle = c ? `rgba(${c.r},${c.g},${c.b},${c.a})` : ((i + Math.floor(i / MAGNIFIER_SIZE)) % 2 ? '#444' : '#666');
        ctx.fillRect(x, y, cell, cell);
      });
      const mid = Math.floor(MAGNIFIER_SIZE / 2) * cell;
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 1;
      ctx.strokeRect(mid + 0.5, mid + 0.5, cell - 1, cell - 1);
      center = cells[Math.floor(cells.length / 2)];
    };
    let last = { x: 0, y: 0 };
    const onMove = (e: MouseEvent) => { last = { x: e.clientX, y: e.clientY }; draw(e.clientX, e.clientY); };
    const onWheel = (e: WheelEvent) => { e.preventDefault(); scale = clampScale(scale + (e.deltaY < 0 ? 1 : -1)); draw(last.x, last.y); };
    const finish = (color: Rgba | undefined) => {
      overlay.removeEventListener('mousemove', onMove);
      overlay.removeEventListener('wheel', onWheel);
      doc.removeEventListener('keydown', onKey, true);
      overlay.remove();
      resolve(color);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); finish(undefined); }
    };
    overlay.addEventListener('mousemove', onMove);
    overlay.addEventListener('wheel', onWheel, { passive: false });
    overlay.addEventListener('click', (e) => { e.preventDefault(); e.stopPropagation(); draw(e.clientX, e.clientY); finish(center); });
    doc.addEventListener('keydown', onKey, true);
  });
}
