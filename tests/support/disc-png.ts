// A PNG of a coloured disc on a plain background (or of the background alone: an image without a subject), for the
// image-to-relief generation tests (API and e2e).
import { PNG } from 'pngjs';

/** A w × h PNG: a disc of `fg` (radius a third of the shorter side) on `bg`; `blank` leaves the disc out. */
export function discPng(w = 96, h = 96, options: { fg?: readonly number[]; bg?: readonly number[]; blank?: boolean } = {}): Buffer {
  const { fg = [220, 60, 40], bg = [245, 245, 245], blank = false } = options;
  const png = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inside = !blank && (x - w / 2) ** 2 + (y - h / 2) ** 2 < (Math.min(w, h) / 3) ** 2;
      const c = inside ? fg : bg;
      png.data.set([c[0], c[1], c[2], 255], (y * w + x) * 4);
    }
  }
  return PNG.sync.write(png);
}
