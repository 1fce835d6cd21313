// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPlaceholders, type ColorValue, type PropertyDescriptor } from '../../sdk/index.js';
import { createColorEditor, LIVE_WRITE_MS } from './color-editor.js';
import { locales } from './locales.js';
import { readColorValue, writeColorValue } from './color-value.js';
import { GRADIENT_PRESETS, presetColorAt } from './presets.js';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { cleanup(); vi.useRealTimers(); });

const texts: Record<string, string> = locales.en;

function setup(type: 'color3' | 'color4' | 'color', value: ColorValue, options: { mode?: PropertyDescriptor['mode']; withCancel?: boolean } = {}) {
  const changes: ColorValue[] = [];
  const calls: string[] = [];
  const Editor = createColorEditor({ t: (key, values) => fillPlaceholders(texts[key] ?? key, values), pickScreenColor: () => Promise.resolve(undefined) });
  const descriptor: PropertyDescriptor<'color3' | 'color4' | 'color'> = { name: 'tint', type, mode: options.mode, rank: 0, propertyGroup: 'style', titles: { en: 'Tint', 'zh-CN': 'Tint', 'zh-TW': 'Tint' } };
  function Harness() {
    const [v, setV] = useState<ColorValue>(value);
    return (
      <Editor
        descriptor={descriptor}
        value={v}
        nodeIds={['a']}
        readOnly={false}
        onChange={(next) => { changes.push(next); setV(next); }}
        beginGesture={(g) => calls.push(`begin:${g.split(':')[0]}`)}
        endGesture={(g) => calls.push(`end:${g.split(':')[0]}`)}
        cancelGesture={options.withCancel ? (g) => calls.push(`cancel:${g.split(':')[0]}`) : undefined}
      />
    );
  }
  render(<Harness />);
  return { changes, calls };
}

const settle = () => act(() => { vi.advanceTimersByTime(LIVE_WRITE_MS + 1); });

/** Click a gradient preset at a fraction of its width (its swatch is 100 px wide here). */
function clickPreset(index: number, fraction: number) {
  const button = screen.getByTestId(`color-gradient-preset-${index}`);
  vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({ left: 10, top: 0, width: 100, height: 12, right: 110, bottom: 12, x: 10, y: 0, toJSON: () => ({}) });
  fireEvent.click(button, { clientX: 10 + fraction * 100, detail: 1 });
}

describe('gradient presets on every colour type (spec 001 §9: 10 preset gradients)', () => {
  it('color3: the 10 presets are offered; a click takes the colour at that point of the preset, without alpha', () => {
    const { changes } = setup('color3', { r: 1, g: 1, b: 1 });
    fireEvent.click(screen.getByTestId('color-swatch'));
    expect(screen.getAllByTestId(/^color-gradient-preset-/)).toHaveLength(10);
    clickPreset(1, 1); // red → yellow: the right end is yellow
    settle();
    expect(changes.at(-1)).toEqual({ r: 1, g: 0.8, b: 0 });
    clickPreset(0, 0.5); // black → white: the middle is mid grey
    settle();
    expect(changes.at(-1)).toEqual({ r: 0.501961, g: 0.501961, b: 0.501961 });
    clickPreset(7, 1); // white → transparent: color3 keeps no alpha
    settle();
    expect(changes.at(-1)).toEqual({ r: 1, g: 1, b: 1 });
  });

  it('color4 keeps the alpha of the point clicked; linear mode stores c^2.2', () => {
    const four = setup('color4', { r: 0, g: 0, b: 0, a: 1 });
    fireEvent.click(screen.getByTestId('color-swatch'));
    clickPreset(7, 1);
    settle();
    expect(four.changes.at(-1)).toEqual({ r: 1, g: 1, b: 1, a: 0 });
    cleanup();
    const linear = setup('color3', { r: 0, g: 0, b: 0 }, { mode: 'linear' });
    fireEvent.click(screen.getByTestId('color-swatch'));
    clickPreset(0, 0.5);
    settle();
    const r = (linear.changes.at(-1) as { r: number }).r;
    expect(r).toBeCloseTo((128 / 255) ** 2.2, 5);
  });

  it('by keyboard (no pointer position) a preset gives its first colour', () => {
    const { changes } = setup('color3', { r: 1, g: 1, b: 1 });
    fireEvent.click(screen.getByTestId('color-swatch'));
    fireEvent.click(screen.getByTestId('color-gradient-preset-2'), { detail: 0 });
    settle();
    expect(changes.at(-1)).toEqual({ r: 0, g: 0.478431, b: 1 });
  });

  it('the color type still takes the whole gradient', () => {
    const { changes } = setup('color', '#FFFFFF');
    fireEvent.click(screen.getByTestId('color-swatch'));
    clickPreset(1, 1);
    settle();
    expect(changes.at(-1)).toMatchObject({ type: 'linear', colors: [{ red: 255, green: 59, blue: 48 }, { red: 255, green: 204, blue: 0 }] });
  });

  it('presetColorAt samples every preset left to right', () => {
    expect(presetColorAt(GRADIENT_PRESETS[6], 0.5)).toEqual({ r: 0, g: 255, b: 0, a: 1 });
    expect(presetColorAt(GRADIENT_PRESETS[9], 0)).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });
});

describe('colour values in every stored shape', () => {
  it('arrays [r,g,b(,a)] in 0..1 are read and written back as arrays', () => {
    const three = readColorValue([1, 0.5, 0], 'color3');
    expect(three.model).toEqual({ kind: 'single', color: { r: 255, g: 128, b: 0, a: 1 } });
    expect(writeColorValue({ kind: 'single', color: { r: 0, g: 255, b: 0, a: 0.5 } }, three.format)).toEqual([0, 1, 0]);
    const four = readColorValue([1, 0, 0, 0.25], 'color4');
    expect(four.model).toEqual({ kind: 'single', color: { r: 255, g: 0, b: 0, a: 0.25 } });
    expect(writeColorValue(four.model, four.format)).toEqual([1, 0, 0, 0.25]);
  });

  it('a color-type value stored as an object stays an object (with alpha when it had one)', () => {
    const read = readColorValue({ r: 0, g: 0, b: 1, a: 0.5 }, 'color');
    expect(read.model).toEqual({ kind: 'single', color: { r: 0, g: 0, b: 255, a: 0.5 } });
    expect(writeColorValue(read.model, read.format)).toEqual({ r: 0, g: 0, b: 1, a: 0.5 });
    const noAlpha = readColorValue({ r: 0, g: 0, b: 1 }, 'color');
    expect(writeColorValue({ kind: 'single', color: { r: 255, g: 0, b: 0, a: 1 } }, noAlpha.format)).toEqual({ r: 1, g: 0, b: 0 });
  });
});

describe('Cancel hands the session back to the host', () => {
  it('with cancelGesture, Cancel asks the host to restore (no write of the original, no endGesture)', () => {
    const { changes, calls } = setup('color3', { r: 1, g: 0, b: 0 }, { withCancel: true });
    fireEvent.click(screen.getByTestId('color-swatch'));
    clickPreset(1, 1);
    settle();
    expect(changes).toHaveLength(1);
    fireEvent.click(screen.getByTestId('color-cancel'));
    expect(changes).toHaveLength(1);
    expect(calls).toEqual(['begin:color-picker', 'cancel:color-picker']);
  });

  it('Escape cancels the same way; OK ends the gesture', () => {
    const esc = setup('color3', { r: 1, g: 0, b: 0 }, { withCancel: true });
    fireEvent.click(screen.getByTestId('color-swatch'));
    fireEvent.keyDown(screen.getByTestId('color-palette'), { key: 'Escape' });
    expect(esc.calls).toEqual(['begin:color-picker', 'cancel:color-picker']);
    expect(screen.queryByTestId('color-popup')).toBeNull();
    cleanup();
    const ok = setup('color3', { r: 1, g: 0, b: 0 }, { withCancel: true });
    fireEvent.click(screen.getByTestId('color-swatch'));
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(ok.calls).toEqual(['begin:color-picker', 'end:color-picker']);
  });
});
