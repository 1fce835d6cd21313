// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIXED, type ColorValue, type PropertyDescriptor } from '../../sdk/index.js';
import { fillPlaceholders } from '../../sdk/index.js';
import { createColorEditor, LIVE_WRITE_MS } from './color-editor.js';
import { locales } from './locales.js';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { cleanup(); vi.useRealTimers(); });

const texts: Record<string, string> = locales.en;
function setup(options: { type?: 'color3' | 'color4' | 'color'; value?: ColorValue | typeof MIXED; readOnly?: boolean; mode?: PropertyDescriptor['mode']; picked?: { r: number; g: number; b: number; a: number } } = {}) {
  const changes: Array<{ value: ColorValue; gesture?: string }> = [];
  const gestures: string[] = [];
  const Editor = createColorEditor({
    t: (key, values) => fillPlaceholders(texts[key] ?? key, values),
    pickScreenColor: () => Promise.resolve(options.picked),
  });
  const descriptor: PropertyDescriptor<'color3' | 'color4' | 'color'> = { name: 'diffuse', type: options.type ?? 'color', mode: options.mode, rank: 0, propertyGroup: 'material', titles: { en: 'Diffuse', 'zh-CN': '漫反射', 'zh-TW': '漫反射' } };
  const current: { value: ColorValue | typeof MIXED } = { value: options.value ?? '#FF0000' };
  function Harness() {
    const [value, setValue] = useState<ColorValue | typeof MIXED>(current.value);
    return (
      <div>
        <button type="button" data-testid="outside">outside</button>
        <Editor
          descriptor={descriptor}
          value={value}
          nodeIds={['a', 'b']}
          readOnly={options.readOnly ?? false}
          onChange={(v, gesture) => { changes.push({ value: v, gesture }); current.value = v; setValue(v); }}
          beginGesture={(g) => gestures.push(`begin:${g}`)}
          endGesture={(g) => gestures.push(`end:${g}`)}
        />
      </div>
    );
  }
  render(<Harness />);
  return { changes, gestures, current };
}

const swatch = () => screen.getByTestId('color-swatch');
const popup = () => screen.queryByTestId('color-popup');
const settle = () => act(() => { vi.advanceTimersByTime(LIVE_WRITE_MS + 1); });
const setField = (field: string, value: string) => fireEvent.change(screen.getByTestId(`color-field-${field}`), { target: { value } });

describe('colour editor', () => {
  it('shows the value on the swatch, and ?? when selected nodes differ', () => {
    setup({ value: '#00FF0080' });
    expect(swatch().textContent).toBe('#00FF0080');
    cleanup();
    setup({ value: MIXED });
    expect(swatch().textContent).toBe('??');
  });

  it('a single click opens the monochrome picker and starts one gesture', () => {
    const s = setup();
    fireEvent.click(swatch());
    expect(popup()).not.toBeNull();
    expect(screen.getByTestId('color-single-tab').getAttribute('aria-selected')).toBe('true');
    expect(s.gestures).toHaveLength(1);
    expect(s.gestures[0]).toMatch(/^begin:/);
    expect(screen.getByTestId('color-rgb').textContent).toBe('255, 0, 0');
    expect(screen.getByTestId('color-hsv').textContent).toBe('0°, 100%, 100%');
  });

  it('edits preview live in the gesture; OK emits the final value and closes', () => {
    const s = setup();
    fireEvent.click(swatch());
    setField('G', '255');
    settle();
    expect(s.changes).toEqual([{ value: '#FFFF00', gesture: s.gestures[0].slice(6) }]);
    setField('A', '0.5');
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(s.changes[s.changes.length - 1].value).toBe('#FFFF0080');
    expect(new Set(s.changes.map((c) => c.gesture)).size).toBe(1);
    expect(s.gestures).toEqual([s.gestures[0], `end:${s.gestures[0].slice(6)}`]);
    expect(popup()).toBeNull();
    expect(swatch().textContent).toBe('#FFFF0080');
  });

  it('Cancel restores the original value after picking a gradient', () => {
    const s = setup({ value: '#336699' });
    fireEvent.click(swatch());
    fireEvent.click(screen.getByTestId('color-gradient-tab'));
    fireEvent.click(screen.getByTestId('color-gradient-preset-2'));
    settle();
    expect(s.current.value).toMatchObject({ type: 'linear' });
    fireEvent.click(screen.getByTestId('color-cancel'));
    expect(s.current.value).toBe('#336699');
    expect(popup()).toBeNull();
    expect(swatch().textContent).toBe('#336699');
    expect(s.gestures.map((g) => g.split(':')[0])).toEqual(['begin', 'end']);
  });

  it('Cancel without edits writes nothing; Escape cancels too', () => {
    const s = setup();
    fireEvent.click(swatch());
    fireEvent.click(screen.getByTestId('color-cancel'));
    expect(s.changes).toEqual([]);
    fireEvent.click(swatch());
    setField('R', '0');
    settle();
    fireEvent.keyDown(screen.getByTestId('color-field-R'), { key: 'Escape' });
    expect(s.current.value).toBe('#FF0000');
    expect(popup()).toBeNull();
  });

  it('a double click opens the gradient editor', () => {
    const s = setup({ value: '#000000' });
    fireEvent.click(swatch());
    fireEvent.click(swatch());
    fireEvent.doubleClick(swatch());
    expect(screen.getByTestId('color-gradient-tab').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('color-gradient-bar')).toBeTruthy();
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(s.current.value).toMatchObject({ type: 'linear', colors: [{ red: 0, green: 0, blue: 0, pct: 0 }, { red: 255, pct: 1 }] });
  });

  it('gradient tools: add a stop by double-click, remove with X keeping 2, directions, hard stop, even distribution', () => {
    const s = setup({ value: { type: 'linear', deg: 90, colors: [{ red: 0, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 255, green: 255, blue: 255, alpha: 1, pct: 1 }] } });
    fireEvent.click(swatch());
    expect(screen.getByTestId('color-gradient-tab').getAttribute('aria-selected')).toBe('true');
    expect((screen.getByTestId('color-stop-remove') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.doubleClick(screen.getByTestId('color-gradient-bar'), { clientX: 60 }); // 60 / 240 px
    expect(screen.getByTestId('color-stop-1').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('color-field-P') as HTMLInputElement).value).toBe('0.25');
    fireEvent.click(screen.getByTestId('color-direction-down'));
    fireEvent.click(screen.getByTestId('color-linear'));
    fireEvent.click(screen.getByTestId('color-even'));
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(s.current.value).toMatchObject({ deg: 180, hardStop: true, colors: [{ pct: 0 }, { red: 64, pct: 0.5 }, { pct: 1 }] });
    fireEvent.click(swatch());
    fireEvent.click(screen.getByTestId('color-stop-1'));
    fireEvent.pointerDown(screen.getByTestId('color-stop-1'), { button: 0 });
    fireEvent.pointerUp(window);
    fireEvent.click(screen.getByTestId('color-stop-remove'));
    expect(screen.queryByTestId('color-stop-2')).toBeNull();
    expect((screen.getByTestId('color-stop-remove') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keyboard: arrows move a stop and change hue, Delete removes a stop (at least 2 kept)', () => {
    setup({ value: { type: 'linear', deg: 90, colors: [{ red: 255, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 0, green: 0, blue: 255, alpha: 1, pct: 0.5 }, { red: 0, green: 0, blue: 0, alpha: 1, pct: 1 }] } });
    fireEvent.click(swatch());
    fireEvent.keyDown(screen.getByTestId('color-stop-0'), { key: 'ArrowRight', shiftKey: true });
    expect((screen.getByTestId('color-field-P') as HTMLInputElement).value).toBe('0.1');
    fireEvent.keyDown(screen.getByTestId('color-hue'), { key: 'ArrowRight' });
    expect((screen.getByTestId('color-field-H') as HTMLInputElement).value).toBe('1');
    fireEvent.keyDown(screen.getByTestId('color-stop-1'), { key: 'Delete' });
    expect(screen.queryByTestId('color-stop-2')).toBeNull();
    fireEvent.keyDown(screen.getByTestId('color-stop-1'), { key: 'Delete' });
    expect(screen.getByTestId('color-stop-1')).toBeTruthy();
  });

  it('HEX entry needs 6 digits (or 8 with alpha)', () => {
    const s = setup();
    fireEvent.click(swatch());
    const hex = screen.getByTestId('color-hex');
    fireEvent.change(hex, { target: { value: '#0f0' } });
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    settle();
    expect(s.changes).toEqual([]);
    fireEvent.change(hex, { target: { value: '00ff00' } });
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(s.current.value).toBe('#00FF00');
  });

  it('color3 has no gradient and no alpha, and writes {r,g,b} in 0..1 (linear mode with gamma 2.2)', () => {
    const s = setup({ type: 'color3', value: { r: 1, g: 0, b: 0 }, mode: 'linear' });
    fireEvent.doubleClick(swatch());
    fireEvent.click(swatch());
    expect(screen.queryByTestId('color-gradient-tab')).toBeNull();
    expect(screen.queryByTestId('color-alpha')).toBeNull();
    setField('G', '128');
    fireEvent.click(screen.getByTestId('color-ok'));
    const v = s.current.value as { r: number; g: number; b: number };
    expect(Object.keys(v)).toEqual(['r', 'g', 'b']);
    expect(v.r).toBe(1);
    expect(v.g).toBeCloseTo((128 / 255) ** 2.2, 5);
  });

  it('color4 writes {r,g,b,a}', () => {
    const s = setup({ type: 'color4', value: { r: 0, g: 0, b: 1, a: 1 } });
    fireEvent.click(swatch());
    setField('A', '0.25');
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(s.current.value).toEqual({ r: 0, g: 0, b: 1, a: 0.25 });
  });

  it('clicking outside closes and keeps the colour; the initial swatch goes back', () => {
    const s = setup();
    fireEvent.click(swatch());
    fireEvent.click(screen.getByTestId('color-preset-9'));
    fireEvent.click(screen.getByTestId('color-initial'));
    fireEvent.click(screen.getByTestId('color-preset-1'));
    fireEvent.pointerDown(screen.getByTestId('outside'));
    expect(popup()).toBeNull();
    expect(s.current.value).toBe('#000000');
    expect(s.gestures.map((g) => g.split(':')[0])).toEqual(['begin', 'end']);
  });

  it('a mixed selection is written once, on OK', () => {
    const s = setup({ value: MIXED });
    fireEvent.click(swatch());
    setField('R', '10');
    settle();
    expect(s.changes).toEqual([]);
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(s.changes.map((c) => c.value)).toEqual(['#0AFFFF']);
  });

  it('OK without a change writes nothing (no rounding of the stored value, no overwrite of a mixed selection)', () => {
    const a = setup({ type: 'color3', value: { r: 0.2, g: 0.22, b: 0.26 } });
    fireEvent.click(swatch());
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(a.changes).toEqual([]);
    expect(a.gestures.map((g) => g.split(':')[0])).toEqual(['begin', 'end']);
    cleanup();
    const b = setup({ value: MIXED });
    fireEvent.click(swatch());
    fireEvent.pointerDown(screen.getByTestId('outside'));
    expect(b.changes).toEqual([]);
  });

  it('the pipette sets the picked colour', async () => {
    const s = setup({ picked: { r: 1, g: 2, b: 3, a: 1 } });
    fireEvent.click(swatch());
    await act(async () => { fireEvent.click(screen.getByTestId('color-pipette')); await Promise.resolve(); });
    fireEvent.click(screen.getByTestId('color-ok'));
    expect(s.current.value).toBe('#010203');
  });

  it('is disabled when read-only', () => {
    const s = setup({ readOnly: true });
    expect((swatch() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(swatch());
    expect(popup()).toBeNull();
    expect(s.gestures).toEqual([]);
  });
});
