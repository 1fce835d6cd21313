import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, formatJson, JSON_DEBOUNCE_MS, JSON_DEFAULT_HEIGHT, parseJsonText } from './json-text.js';

afterEach(() => vi.useRealTimers());

describe('JSON editor text rules', () => {
  it('formats and parses, reporting syntax errors', () => {
    expect(formatJson({ a: [1, 2] })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(formatJson(undefined)).toBe('null');
    expect(parseJsonText('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    const bad = parseJsonText('{"a":');
    expect(bad.ok).toBe(false);
  });

  it('has the constants of the spec', () => {
    expect(JSON_DEBOUNCE_MS).toBe(400);
    expect(JSON_DEFAULT_HEIGHT).toBe(600);
  });

  it('debounces to the latest value 400 ms after the last change, and flushes on demand', () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const d = debounce((s: string) => seen.push(s), JSON_DEBOUNCE_MS);
    d.call('a');
    vi.advanceTimersByTime(300);
    d.call('ab');
    vi.advanceTimersByTime(399);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['ab']);
    d.call('abc');
    d.flush();
    expect(seen).toEqual(['ab', 'abc']);
    d.call('x');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['ab', 'abc']);
  });
});
