// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslate } from '../../sdk/index.js';
import type { JsonValue, PropertyDescriptor, PropertyEditorProps } from '../../sdk/index.js';
import { createJsonEditor } from './json-editor.js';
import { jsonEditorLocales } from './locales.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const t = createTranslate(undefined, jsonEditorLocales);

function show(value: JsonValue, writes: JsonValue[], load = () => new Promise<never>(() => {}), over: Partial<PropertyDescriptor<'json'>> = {}) {
  const Editor = createJsonEditor(t, load);
  const props: PropertyEditorProps<'json'> = {
    descriptor: { name: 'data', type: 'json', rank: 0, propertyGroup: 'data', titles: { en: 'D', 'zh-CN': 'D', 'zh-TW': 'D' }, ...over } as PropertyDescriptor,
    value, nodeIds: ['n'], readOnly: false, onChange: (v) => { writes.push(v); }, beginGesture: () => {}, endGesture: () => {},
  };
  render(<Editor {...props} />);
}

describe('JSON editor', () => {
  it('writes valid JSON 400 ms after the last keystroke and reports invalid JSON', () => {
    vi.useFakeTimers();
    const writes: JsonValue[] = [];
    show({ a: 1 }, writes);
    const area = screen.getByRole('textbox');
    fireEvent.change(area, { target: { value: '{"a": 2' } });
    act(() => { vi.advanceTimersByTime(400); });
    expect(writes).toEqual([]);
    expect(screen.getByRole('alert').textContent).toMatch(/^Invalid JSON: /);
    fireEvent.change(area, { target: { value: '{"a": 2}' } });
    act(() => { vi.advanceTimersByTime(399); });
    expect(writes).toEqual([]);
    act(() => { vi.advanceTimersByTime(1); });
    expect(writes).toEqual([{ a: 2 }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the code editor lazily in code mode, 600 px high by default, with a maximise button only there', () => {
    let loads = 0;
    show({ a: 1 }, [], () => { loads++; return new Promise<never>(() => {}); });
    expect(loads).toBe(0);
    expect(screen.queryByRole('button', { name: 'Maximise' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Code' }));
    expect(loads).toBe(1);
    expect(screen.getByTestId('json-code').textContent).toBe('Loading the code editor…');
    expect((screen.getByTestId('json-code').parentElement as HTMLElement).style.height).toBe('600px');
    fireEvent.click(screen.getByRole('button', { name: 'Maximise' }));
    expect(screen.getByTestId('json-editor-data').className).toContain('maximised');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByTestId('json-editor-data').className).not.toContain('maximised');
  });

  it('honours a descriptor height and shows a load failure', async () => {
    show({}, [], () => Promise.reject(new Error('offline')), { options: { height: 300 } });
    fireEvent.click(screen.getByRole('button', { name: 'Code' }));
    expect((screen.getByTestId('json-code').parentElement as HTMLElement).style.height).toBe('300px');
    await act(async () => { await Promise.resolve(); });
    expect(screen.getByTestId('json-code').textContent).toBe('The code editor could not be loaded');
  });
});
