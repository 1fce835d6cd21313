import { useEffect, useRef } from 'react';
import type { RgbaPixels } from '../../libs/generated-textures/index.js';

/** Side of a preset thumbnail in the menu. */
export const THUMBNAIL_SIZE = 28;

/** A small canvas showing generated pixels (made once, when shown). */
export function TextureThumbnail({ paint, title, testId, onPick }: { paint: (size: number) => RgbaPixels | undefined; title: string; testId: string; onPick(): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const pixels = paint(THUMBNAIL_SIZE);
    const g = canvas.current?.getContext('2d');
    if (pixels && g) g.putImageData(new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height), 0, 0);
  }, [paint]);
  return (
    <canvas
      ref={canvas}
      className="kf-texture-thumb"
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      title={title}
      role="menuitem"
      data-testid={testId}
      onClick={onPick}
    />
  );
}
