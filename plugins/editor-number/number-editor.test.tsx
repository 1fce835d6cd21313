// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MIXED, type PropertyDescriptor, type PropertyEditorProps } from '../../sdk/index.js';
import { createNumberEditor, type OnChangeEach } from './number-editor.js';
import { locales } from './locales.js';

afterEach(cleanup);

const texts: Record<string, string> = locales.en;
function setup(options: { descriptor?: Partial<PropertyDescriptor<'number' | 'int'>>; value?: number | typeof MIXED; readOnly?: boolean; nodeValues?: number[]; perNode?: boolean } = {}) {
  let time = 10_000;
  const errors: string[] = [];
  const changes: Array<{ value: unknown; gesture?: string }> = [];
  const gestures: string[] = [];
  const Editor = createNumberEditor({
    t: (key, values) => (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(values?.[n])),
    notifyError: (m) => errors.push(m),
    now: () => time,
    random: () => 0.5,
  });
  const descriptor = { name: 'width', type: 'number', rank: 0, propertyGroup: 'base', titles: { en: 'Width', 'zh-CN': '宽', 'zh-TW': '寬' }, ...options.descriptor } as PropertyDescriptor<'number' | 'int'>;
  const state = { nodeValues: options.nodeValues ?? [] };
  function Harness() {
    const [value, setValue] = useState<number | typeof MIXED>(options.value ?? 10);
    const [nodes, setNodes] = useState(state.nodeValues);
    const each: OnChangeEach = (compute, gesture) => {
      const next = nodes.map((old, index) => compute(old, index) as number);
      state.nodeValues = next;
      changes.push({ value: next, gesture });
      setNodes(next);
      setValue(next.every((v) => v === next[0]) ? next[0] : MIXED);
    };
    const props: PropertyEditorProps<'number' | 'int'> = {
      descriptor,
      value,
      nodeIds: nodes.length ? nodes.map((_, i) => `n${i}`) : ['n0'],
      readOnly: options.readOnly ?? false,
      onChange: (v, gesture) => {
        changes.push({ value: v, gesture });
        setValue(v);
        if (nodes.length) setNodes(nodes.map(() => v));
      },
      beginGesture: (g) => gestures.push(`begin:${g}`),
      endGesture: (g) => gestures.push(`end:${g}`),
      ...(options.perNode ? { onChangeEach: each } : {}),
    };
    return <Editor {...props} />;
  }
  render(<Harness />);
  return { errors, changes, gestures, state, advance: (ms: number) => { time += ms; } };
}

const field = () => screen.getByTestId('number-input');
function click(el: HTMLElement) {
  fireEvent.pointerDown(el, { button: 0, clientX: 5, clientY: 5 });
  fireEvent.pointerUp(window, { button: 0, clientX: 5, clientY: 5 });
}
function doubleClick(advance: (ms: number) => void) {
  click(field());
  advance(80);
  click(field());
}
function type(text: string, key = 'Enter') {
  const input = field() as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key });
}

describe('number editor', () => {
  it('shows the value in its display mode', () => {
    setup({ value: Math.PI / 2, descriptor: { mode: 'radian' } });
    expect(field().textContent).toBe('90°');
  });

  it("shows '??' when the selected nodes differ", () => {
    setup({ value: MIXED });
    expect(field().textContent).toBe('??');
  });

  it('a double-click within 200 ms enters typing; a slow second click does not', () => {
    const a = setup();
    click(field());
    a.advance(300);
    click(field());
    expect(field().tagName).toBe('DIV');
    a.advance(100);
    click(field());
    expect(field().tagName).toBe('INPUT');
    expect((field() as HTMLInputElement).value).toBe('10');
  });

  it('typing an expression commits the computed value on Enter', () => {
    const t = setup({ value: 10 });
    doubleClick(t.advance);
    type('*2+1');
    expect(t.changes).toEqual([{ value: 21, gesture: undefined }]);
    expect(field().textContent).toBe('21');
  });

  it('blur commits, Escape cancels', () => {
    const t = setup({ value: 10 });
    doubleClick(t.advance);
    fireEvent.change(field(), { target: { value: '4' } });
    fireEvent.blur(field());
    expect(t.changes.map((c) => c.value)).toEqual([4]);
    t.advance(500);
    doubleClick(t.advance);
    type('99', 'Escape');
    expect(t.changes.map((c) => c.value)).toEqual([4]);
    expect(field().textContent).toBe('4');
  });

  it("unparseable input shows 'Unsupported format …!' and leaves the value unchanged", () => {
    const t = setup({ value: 10 });
    doubleClick(t.advance);
    type('a=1');
    expect(t.errors).toEqual(['Unsupported format a=1!']);
    expect(t.changes).toEqual([]);
    expect(field().textContent).toBe('10');
  });

  it('int type rounds and clamps to min/max', () => {
    const t = setup({ value: 3, descriptor: { type: 'int', min: 0, max: 10 } });
    doubleClick(t.advance);
    type('+7.6');
    expect(t.changes.map((c) => c.value)).toEqual([10]);
  });

  it('`id`, `?` and `rnd` are evaluated per node through onChangeEach', () => {
    const t = setup({ value: MIXED, nodeValues: [1, 2, 3], perNode: true });
    doubleClick(t.advance);
    type('?+id*10');
    expect(t.state.nodeValues).toEqual([1, 12, 23]);
    t.advance(500);
    doubleClick(t.advance);
    type('rnd*4');
    expect(t.state.nodeValues).toEqual([2, 2, 2]);
    expect(field().textContent).toBe('2');
  });

  it('a constant typed on a multi-selection goes through onChange (written to every node)', () => {
    const t = setup({ value: MIXED, nodeValues: [1, 2], perNode: true });
    doubleClick(t.advance);
    type('5');
    expect(t.changes).toEqual([{ value: 5, gesture: undefined }]);
  });

  it('a Shift+Alt drag on the mover uses step 10 and is one gesture', () => {
    const t = setup({ value: 0 });
    const mover = screen.getByTestId('number-mover');
    fireEvent.pointerDown(mover, { button: 0, clientX: 100, clientY: 50 });
    fireEvent.pointerMove(window, { clientX: 104, clientY: 50, shiftKey: true, altKey: true });
    t.advance(20);
    fireEvent.pointerMove(window, { clientX: 108, clientY: 50, shiftKey: true, altKey: true });
    expect(field().getAttribute('data-state')).toBe('drag');
    fireEvent.pointerUp(window, { clientX: 108, clientY: 50 });
    // press at 100 → 4 px past the 3 px threshold, then 4 more: 8 px × 0.25 × 10 = 20
    expect(t.changes[t.changes.length - 1].value).toBe(20);
    expect(new Set(t.changes.map((c) => c.gesture)).size).toBe(1);
    const gesture = t.changes[0].gesture;
    expect(t.gestures).toEqual([`begin:${gesture}`, `end:${gesture}`]);
    expect(field().textContent).toBe('20');
  });

  it('a Shift drag with Ctrl uses step 0.001', () => {
    const t = setup({ value: 1 });
    fireEvent.pointerDown(field(), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { clientX: 40, clientY: 0, shiftKey: true, ctrlKey: true });
    fireEvent.pointerUp(window, { clientX: 40, clientY: 0 });
    expect(t.changes.map((c) => c.value)).toEqual([1.01]);
  });

  it('Escape during a drag restores the start value within the gesture', () => {
    const t = setup({ value: 5 });
    fireEvent.pointerDown(field(), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { clientX: 40, clientY: 0, altKey: true });
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(t.changes.map((c) => c.value)).toEqual([15, 5]);
    expect(t.gestures.length).toBe(2);
    fireEvent.pointerUp(window, {});
    expect(field().textContent).toBe('5');
  });

  it('dragging a mixed value offsets every node through onChangeEach', () => {
    const t = setup({ value: MIXED, nodeValues: [1, 5], perNode: true });
    fireEvent.pointerDown(field(), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { clientX: 8, clientY: 0, altKey: true });
    fireEvent.pointerUp(window, {});
    expect(t.state.nodeValues).toEqual([3, 7]);
  });

  it('arrow keys step the value', () => {
    const t = setup({ value: 1 });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowDown', altKey: true });
    expect(t.changes.map((c) => c.value)).toEqual([1.1, 0.1]);
  });

  it('typing a character on the focused value starts typing with it', () => {
    const t = setup({ value: 10 });
    fireEvent.keyDown(field(), { key: '*' });
    expect(field().tagName).toBe('INPUT');
    expect((field() as HTMLInputElement).value).toBe('*');
    type('*3');
    expect(t.changes.map((c) => c.value)).toEqual([30]);
  });

  it('leaving the field untouched keeps the exact value (the shown text is rounded)', () => {
    const t = setup({ value: 1.23456789 });
    doubleClick(t.advance);
    expect((field() as HTMLInputElement).value).toBe('1.23457');
    fireEvent.blur(field());
    expect(t.changes).toEqual([]);
  });

  it('is disabled when read-only', () => {
    const t = setup({ value: 3, readOnly: true });
    expect(field().getAttribute('aria-disabled')).toBe('true');
    doubleClick(t.advance);
    expect(field().tagName).toBe('DIV');
    fireEvent.pointerDown(screen.getByTestId('number-mover'), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { clientX: 50, clientY: 0 });
    fireEvent.pointerUp(window, {});
    expect(t.changes).toEqual([]);
  });
});
