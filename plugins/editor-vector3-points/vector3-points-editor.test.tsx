// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslate, VECTOR3_POINTS_TYPE } from '../../sdk/index.js';
import type { DialogOptions, DialogService, PropertyEditorProps, Vector3PointsOptions } from '../../sdk/index.js';
import { vector3PointsLocales } from './locales.js';
import { createVector3PointsEditor } from './vector3-points-editor.js';

afterEach(cleanup);

function setup(value: number[], options: Vector3PointsOptions = {}, answer = true) {
  const writes: { value: readonly number[]; gesture?: string }[] = [];
  const gestures: string[] = [];
  const warnings: string[] = [];
  const asked: DialogOptions[] = [];
  const dialogs = { confirm: async (o: DialogOptions) => { asked.push(o); return answer; } } as unknown as DialogService;
  const Editor = createVector3PointsEditor({ t: createTranslate(undefined, vector3PointsLocales), dialogs, warn: (m) => warnings.push(m) });
  const props = (v: number[]): PropertyEditorProps<'vector3Points'> => ({
    descriptor: { name: 'points', type: VECTOR3_POINTS_TYPE, rank: 0, propertyGroup: 'geometry', titles: { en: 'P', 'zh-CN': 'P', 'zh-TW': 'P' }, options: { ...options } },
    value: v, nodeIds: ['mesh'], readOnly: false,
    onChange: (next, gesture) => { writes.push({ value: next, gesture }); },
    beginGesture: (g) => gestures.push(`begin ${g}`), endGesture: (g) => gestures.push(`end ${g}`),
  });
  const view = render(<Editor {...props(value)} />);
  return { writes, gestures, warnings, asked, rerender: (v: number[]) => view.rerender(<Editor {...props(v)} />) };
}

const row = (i: number) => screen.getByTestId(`vector3-point-${i}`);
const selectedRows = () => screen.queryAllByRole('option').filter((r) => r.getAttribute('aria-selected') === 'true').map((r) => r.textContent);
const list = [0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0];

describe('vector3 point list editor', () => {
  it('shows the count and one row of x/y/z per point', () => {
    setup(list);
    expect(screen.getByTestId('vector3-points-count').textContent).toBe('4 points');
    expect((screen.getByTestId('vector3-point-2-x') as HTMLInputElement).value).toBe('2');
  });

  it('selects with click, Ctrl/Meta toggles and Shift ranges', () => {
    setup(list);
    fireEvent.click(row(1));
    fireEvent.click(row(3), { ctrlKey: true });
    expect(selectedRows()).toEqual(['1', '3']);
    fireEvent.click(row(1), { metaKey: true });
    expect(selectedRows()).toEqual(['3']);
    // The Ctrl/Meta click moved the anchor to point 1: Shift selects from there.
    fireEvent.click(row(0), { shiftKey: true });
    expect(selectedRows()).toEqual(['0', '1']);
    fireEvent.click(row(3), { shiftKey: true });
    expect(selectedRows()).toEqual(['1', '2', '3']);
  });

  it('adds after the selection and removes the selection with the button or Delete', () => {
    const { writes, rerender } = setup(list);
    fireEvent.click(row(0));
    fireEvent.click(screen.getByTestId('vector3-points-add'));
    expect(writes.at(-1)?.value).toEqual([0, 0, 0, 0.5, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0]);
    rerender(writes.at(-1)!.value as number[]);
    expect(selectedRows()).toEqual(['1']);
    fireEvent.click(row(2), { shiftKey: true });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Delete' });
    expect(writes.at(-1)?.value).toEqual([0, 0, 0, 2, 0, 0, 3, 0, 0]);
  });

  it('refuses to remove below the minimum or add past the maximum, saying why', () => {
    const { writes, warnings } = setup([0, 0, 0, 1, 1, 1], { min: 2, max: 2 });
    fireEvent.click(row(0));
    fireEvent.click(screen.getByTestId('vector3-points-remove'));
    expect(writes).toEqual([]);
    expect(warnings).toEqual(['At least 2 points are needed']);
    expect((screen.getByTestId('vector3-points-add') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('vector3-points-clear') as HTMLButtonElement).disabled).toBe(true);
  });

  it('clears only after the warning confirmation', async () => {
    const confirmed = setup(list);
    await act(async () => fireEvent.click(screen.getByTestId('vector3-points-clear')));
    expect(confirmed.asked[0]).toMatchObject({ title: 'Hint', confirmLabel: 'Confirm', cancelLabel: 'Cancel', severity: 'warning' });
    expect(confirmed.writes).toEqual([{ value: [], gesture: undefined }]);
    cleanup();
    const cancelled = setup(list, {}, false);
    await act(async () => fireEvent.click(screen.getByTestId('vector3-points-clear')));
    expect(cancelled.asked).toHaveLength(1);
    expect(cancelled.writes).toEqual([]);
  });

  it('focusing a field selects its point alone, unless it is already selected', () => {
    setup(list);
    fireEvent.focus(screen.getByTestId('vector3-point-2-x'));
    expect(selectedRows()).toEqual(['2']);
    fireEvent.click(row(3), { ctrlKey: true });
    fireEvent.focus(screen.getByTestId('vector3-point-3-z'));
    expect(selectedRows()).toEqual(['2', '3']);
  });

  it('commits a typed coordinate on Enter and refuses text that is no number', () => {
    const { writes, warnings } = setup(list);
    const field = screen.getByTestId('vector3-point-1-y');
    fireEvent.change(field, { target: { value: ' 2.5 ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(writes.at(-1)?.value).toEqual([0, 0, 0, 1, 2.5, 0, 2, 0, 0, 3, 0, 0]);
    fireEvent.keyDown(field, { key: 'Delete' });
    expect(writes).toHaveLength(1);
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.blur(field);
    expect(warnings).toEqual(['"abc" is not a number']);
    expect(writes).toHaveLength(1);
  });
  it('draws only the rows in view of a list at the 10,000-point limit', () => {
    const big = Array.from({ length: 30_000 }, (_, i) => i % 7);
    setup(big);
    expect(screen.getByTestId('vector3-points-count').textContent).toBe('10000 points');
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(14);
    fireEvent.scroll(screen.getByRole('listbox'), { target: { scrollTop: 24 * 5000 } });
    expect(screen.getByTestId('vector3-point-5000')).toBeDefined();
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(22);
  });

  // Viewport handles (with the real PointHandlesService): tests/unit/inspector/vector3-points-inspector.test.tsx.
});
