import { describe, expect, it } from 'vitest';
import { fitInPanel, renderSizeOf } from './render-size.js';

describe('render size', () => {
  it('follows the panel when a side is 0, missing or not a number', () => {
    expect(renderSizeOf({}, 8192)).toBeUndefined();
    expect(renderSizeOf({ renderWidth: 0, renderHeight: 1080 }, 8192)).toBeUndefined();
    expect(renderSizeOf({ renderWidth: 1920 }, 8192)).toBeUndefined();
    expect(renderSizeOf({ renderWidth: '1920', renderHeight: 1080 }, 8192)).toBeUndefined();
  });
  it('reads the Scene node size and caps it at the largest render target, keeping the ratio', () => {
    expect(renderSizeOf({ renderWidth: 640, renderHeight: 360 }, 8192)).toEqual({ width: 640, height: 360 });
    expect(renderSizeOf({ renderWidth: 16000, renderHeight: 8000 }, 4000)).toEqual({ width: 4000, height: 2000 });
  });
  it('letterboxes a wide render in a tall panel and pillarboxes a tall one', () => {
    expect(fitInPanel({ width: 200, height: 100 }, 400, 400)).toEqual({ left: 0, top: 100, width: 400, height: 200 });
    expect(fitInPanel({ width: 100, height: 200 }, 400, 200)).toEqual({ left: 150, top: 0, width: 100, height: 200 });
  });
});
