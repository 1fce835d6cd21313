// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MIXED } from '../../sdk/index.js';
import type { JsonValue, PropertyDescriptor, PropertyEditorProps, PropertyEditorPropsOfAnyType } from '../../sdk/index.js';
import { BooleanEditor, createEnumEditor, createVectorEditor, IntEditor, StringArrayEditor, StringEditor, SwitchEditor, TextEditor } from './editors.js';

afterEach(cleanup);

const descriptor = (over: Partial<PropertyDescriptor> = {}): PropertyDescriptor => ({ name: 'p', type: 'string', rank: 0, propertyGroup: 'base', titles: { en: 'P', 'zh-CN': 'P', 'zh-TW': 'P' }, ...over }) as PropertyDescriptor;

function props(value: JsonValue | typeof MIXED, over: Partial<PropertyDescriptor> = {}, readOnly = false) {
  const writes: unknown[] = [];
  const p: PropertyEditorProps = {
    descriptor: descriptor(over), value, nodeIds: ['a'], readOnly,
    onChange: (v) => { writes.push(v); }, beginGesture: () => {}, endGesture: () => {},
  };
  return { p: p as PropertyEditorPropsOfAnyType, writes };
}

describe('boolean and switch editors', () => {
  it('toggles, keeps numeric flags numeric and is disabled for negative values or read-only', () => {
    const { p, writes } = props(false);
    render(<BooleanEditor {...p} />);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(writes).toEqual([true]);
    cleanup();
    const numeric = props(0);
    render(<BooleanEditor {...numeric.p} />);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(numeric.writes).toEqual([1]);
    cleanup();
    render(<BooleanEditor {...props(-1).p} />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    render(<BooleanEditor {...props(true, {}, true).p} />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows mixed values as indeterminate', () => {
    render(<BooleanEditor {...props(MIXED).p} />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).indeterminate).toBe(true);
  });

  it('switch flips and shows ?? when mixed', () => {
    const { p, writes } = props(true);
    render(<SwitchEditor {...p} />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('switch'));
    expect(writes).toEqual([false]);
    cleanup();
    render(<SwitchEditor {...props(MIXED).p} />);
    expect(screen.getByRole('switch').textContent).toContain('??');
  });
});

describe('enum editor', () => {
  const Enum = createEnumEditor({ t: (k) => k, pick: (l) => l.en });
  const options = [{ value: 1, label: { en: 'One', 'zh-CN': '一', 'zh-TW': '一' } }, { value: 2, label: { en: 'Two', 'zh-CN': '二', 'zh-TW': '二' } }];
  it('lists labels and writes numeric values as numbers', () => {
    const { p, writes } = props(1, { type: 'enum', enum: options });
    render(<Enum {...p} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['One', 'Two']);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '2' } });
    expect(writes).toEqual([2]);
  });
  it('shows ?? when mixed', () => {
    render(<Enum {...props(MIXED, { type: 'enum', enum: options }).p} />);
    expect(screen.getAllByRole('option')[0].textContent).toBe('??');
  });
});

describe('text editors', () => {
  it('int clamps to min and max and commits on Enter', () => {
    const { p, writes } = props(5, { type: 'int', min: 0, max: 10 });
    render(<IntEditor {...p} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '42.2' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '-3' } });
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(writes).toEqual([10, 0]);
  });

  it('string commits on blur, not when unchanged, and Escape reverts', () => {
    const { p, writes } = props('hello');
    render(<StringEditor {...p} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: 'bye' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('hello');
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: 'world' } });
    fireEvent.blur(input);
    expect(writes).toEqual(['world']);
  });

  it('text commits on Ctrl+Enter but a plain Enter is a new line', () => {
    const { p, writes } = props('a');
    render(<TextEditor {...p} />);
    const area = screen.getByRole('textbox');
    fireEvent.change(area, { target: { value: 'a\nb' } });
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(writes).toEqual([]);
    fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
    expect(writes).toEqual(['a\nb']);
  });

  it('string array splits, trims and drops empties; shows ?? when mixed', () => {
    const { p, writes } = props(['x']);
    render(<StringArrayEditor {...p} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('x');
    fireEvent.change(input, { target: { value: ' a, ,b ,, c' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(writes).toEqual([['a', 'b', 'c']]);
    cleanup();
    render(<StringArrayEditor {...props(MIXED).p} />);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('??');
  });
});

describe('vector editors', () => {
  const V3 = createVectorEditor(['x', 'y', 'z']);
  const V2 = createVectorEditor(['x', 'y']);
  it('shows X Y Z and writes one axis', () => {
    const { p, writes } = props({ x: 1, y: 2, z: 3 }, { type: 'vector3' });
    render(<V3 {...p} />);
    expect(screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['1', '2', '3']);
    fireEvent.change(screen.getByLabelText('Y'), { target: { value: '5' } });
    fireEvent.keyDown(screen.getByLabelText('Y'), { key: 'Enter' });
    expect(writes).toEqual([{ x: 1, y: 5, z: 3 }]);
  });

  it('shows radians in degrees and writes radians', () => {
    const { p, writes } = props({ x: Math.PI, y: 0, z: 0 }, { type: 'vector3', mode: 'radian' });
    render(<V3 {...p} />);
    expect((screen.getByLabelText('X') as HTMLInputElement).value).toBe('180');
    fireEvent.change(screen.getByLabelText('Z'), { target: { value: '90' } });
    fireEvent.blur(screen.getByLabelText('Z'));
    expect((writes[0] as { z: number }).z).toBeCloseTo(Math.PI / 2);
  });

  it('writes one axis per node when mixed, keeping the other axes of each node', () => {
    const { p } = props(MIXED, { type: 'vector2' });
    const olds: JsonValue[] = [{ x: 1, y: 1 }, [2, 2]];
    const results: unknown[] = [];
    render(<V2 {...p} onChangeEach={(compute) => olds.forEach((o, i) => results.push(compute(o, i)))} />);
    expect(screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['??', '??']);
    fireEvent.change(screen.getByLabelText('X'), { target: { value: '9' } });
    fireEvent.blur(screen.getByLabelText('X'));
    expect(results).toEqual([{ x: 9, y: 1 }, [9, 2]]);
  });
});
