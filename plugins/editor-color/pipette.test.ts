// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { canvasPixelAt, clampScale, hasEyeDropper, MAGNIFIER_SIZE, magnifierCells, pickScreenColor } from './pipette.js';

describe('pipette', () => {
  it('scale is kept within 1..4', () => {
    expect(clampScale(0)).toBe(1);
    expect(clampScale(3)).toBe(3);
    expect(clampScale(9)).toBe(4);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('the magnifier is 19×19 cells centred on the pointer', () => {
    expect(MAGNIFIER_SIZE).toBe(19);
    const cells = magnifierCells((x, y) => ({ r: x, g: y, b: 0, a: 1 }), 100, 50);
    expect(cells).toHaveLength(361);
    expect(cells[0]).toEqual({ r: 91, g: 41, b: 0, a: 1 });
    expect(cells[180]).toEqual({ r: 100, g: 50, b: 0, a: 1 });
    expect(cells[360]).toEqual({ r: 109, g: 59, b: 0, a: 1 });
  });

  it('maps viewport points to canvas pixels (device pixel ratio)', () => {
    expect(canvasPixelAt({ left: 10, top: 20, width: 100, height: 50 }, { width: 200, height: 100 }, 60, 45)).toEqual({ x: 100, y: 50 });
  });

  it('uses the EyeDropper API when the browser has it', async () => {
    class EyeDropper { open() { return Promise.resolve({ sRGBHex: '#112233' }); } }
    (window as unknown as { EyeDropper: unknown }).EyeDropper = EyeDropper;
    expect(hasEyeDropper(window)).toBe(true);
    expect(await pickScreenColor(document, { hint: '' })).toEqual({ r: 17, g: 34, b: 51, a: 1 });
    delete (window as unknown as { EyeDropper?: unknown }).EyeDropper;
  });

  it('the fallback overlay exits with Esc and gives nothing', async () => {
    expect(hasEyeDropper(window)).toBe(false);
    const picking = pickScreenColor(document, { hint: 'Click to pick, Esc to exit' });
    const overlay = document.querySelector('[data-testid="color-pipette-overlay"]');
    expect(overlay?.textContent).toBe('Click to pick, Esc to exit');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(await picking).toBeUndefined();
    expect(document.querySelector('[data-testid="color-pipette-overlay"]')).toBeNull();
  });
});
