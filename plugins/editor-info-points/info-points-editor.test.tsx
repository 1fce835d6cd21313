// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslate, INFO_POINT_LIST_TYPE, readInfoPoints } from '../../sdk/index.js';
import type { DialogOptions, DialogService, InfoPointData, PropertyEditorProps } from '../../sdk/index.js';
import { infoPointsLocales } from './locales.js';
import { createInfoPointsEditor } from './info-points-editor.js';

afterEach(cleanup);

const point = (id: string, name: string, extra: Partial<InfoPointData> = {}): InfoPointData => ({
  id, name, category: 'water', type: 'sensor', status: 'normal', position: [0, 0, 0], visible: true, ...extra,
});
const list = [point('a', 'Pump'), point('b', 'Valve', { status: 'warning' }), point('c', 'Tank'), point('d', 'Pump 2')];

function setup(value: readonly InfoPointData[], answer = true, locale: 'en' | 'zh-CN' = 'en') {
  const writes: { value: readonly InfoPointData[]; gesture?: string }[] = [];
  const warnings: string[] = [];
  const asked: DialogOptions[] = [];
  const dialogs = { confirm: async (o: DialogOptions) => { asked.push(o); return answer; } } as unknown as DialogService;
  const i18n = { locale, has: () => false } as never;
  const Editor = createInfoPointsEditor({ t: createTranslate(locale === 'en' ? undefined : i18n, infoPointsLocales), dialogs, warn: (m) => warnings.push(m), inform: () => {} });
  const props = (v: readonly InfoPointData[]): PropertyEditorProps<'infoPointList'> => ({
    descriptor: { name: 'infoPoints', type: INFO_POINT_LIST_TYPE, rank: 0, propertyGroup: 'data', titles: { en: 'P', 'zh-CN': 'P', 'zh-TW': 'P' } },
    value: v, nodeIds: ['node'], readOnly: false,
    onChange: (next, gesture) => { writes.push({ value: next, gesture }); view.rerender(<Editor {...props(next)} />); },
    beginGesture: () => {}, endGesture: () => {},
  });
  const view = render(<Editor {...props(value)} />);
  return { writes, warnings, asked };
}

const row = (name: string) => screen.getByTestId(`info-point-row-${name}`);
const selectedNames = () => screen.queryAllByRole('option').filter((r) => r.getAttribute('aria-selected') === 'true').map((r) => r.querySelector('.kf-ip-name')!.textContent);
const names = (v: readonly InfoPointData[]) => v.map((p) => p.name);

describe('info-point list editor', () => {
  it('shows a row per point with its status colour, name, type and visibility', () => {
    setup(list);
    expect(screen.getByTestId('info-points-count').textContent).toBe('4 points');
    const valve = row('Valve');
    expect((valve.querySelector('[data-testid="info-point-status"]') as HTMLElement).style.background).toBe('#e02424');
    expect(valve.textContent).toContain('sensor');
    expect(valve.querySelector('[data-testid="info-point-visible"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by name and selects with click, Ctrl/Meta toggle and Shift range over the rows shown', () => {
    setup(list);
    fireEvent.change(screen.getByTestId('info-points-search'), { target: { value: 'pump' } });
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((r) => r.querySelector('.kf-ip-name')!.textContent)).toEqual(['Pump', 'Pump 2']);
    expect(screen.getByTestId('info-points-count').textContent).toBe('2 of 4');
    fireEvent.change(screen.getByTestId('info-points-search'), { target: { value: '' } });
    fireEvent.click(row('Pump'));
    fireEvent.click(row('Tank'), { ctrlKey: true });
    expect(selectedNames()).toEqual(['Pump', 'Tank']);
    fireEvent.click(row('Pump'), { metaKey: true });
    expect(selectedNames()).toEqual(['Tank']);
    fireEvent.click(row('Tank'));
    fireEvent.click(row('Pump 2'), { shiftKey: true });
    expect(selectedNames()).toEqual(['Tank', 'Pump 2']);
    fireEvent.click(row('Valve'), { shiftKey: true });
    expect(selectedNames()).toEqual(['Valve', 'Tank']);
  });

  it('adds a point with a unique name, edits the selected point in the detail editor, one write per edit', () => {
    const { writes } = setup(list);
    fireEvent.click(row('Pump'));
    fireEvent.click(screen.getByTestId('info-points-add'));
    expect(names(writes.at(-1)!.value)).toEqual(['Pump', 'Point', 'Valve', 'Tank', 'Pump 2']);
    fireEvent.click(screen.getByTestId('info-points-add'));
    expect(names(writes.at(-1)!.value)).toEqual(['Pump', 'Point', 'Point.1', 'Valve', 'Tank', 'Pump 2']);
    const status = screen.getByTestId('info-point-status-field');
    fireEvent.change(status, { target: { value: 'fault' } });
    fireEvent.keyDown(status, { key: 'Enter' });
    expect(writes).toHaveLength(3);
    expect(writes.at(-1)!.value[2]!.status).toBe('fault');
    expect((row('Point.1').querySelector('[data-testid="info-point-status"]') as HTMLElement).style.background).toBe('#ff8c1a');
  });

  it('refuses a rename to a name another point has, saying so, and keeps the stored name', () => {
    const { writes, warnings } = setup(list);
    fireEvent.click(row('Tank'));
    const name = screen.getByTestId('info-point-name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Valve' } });
    fireEvent.blur(name);
    expect(writes).toEqual([]);
    expect(warnings).toEqual(['Another info point is already named "Valve": names must be unique']);
    expect((screen.getByTestId('info-point-name') as HTMLInputElement).value).toBe('Tank');
    fireEvent.change(name, { target: { value: 'Tank A' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(names(writes.at(-1)!.value)).toEqual(['Pump', 'Valve', 'Tank A', 'Pump 2']);
  });

  it('says the refusal in the user\'s language', () => {
    const { warnings } = setup(list, true, 'zh-CN');
    fireEvent.click(row('Tank'));
    const name = screen.getByTestId('info-point-name');
    fireEvent.change(name, { target: { value: 'Pump' } });
    fireEvent.blur(name);
    expect(warnings).toEqual(['已有名为“Pump”的信息点：名称不能重复']);
  });

  it('toggles a point\'s visibility without selecting it, removes the selection with Delete, clears after confirmation', async () => {
    const { writes, asked } = setup(list);
    fireEvent.click(row('Valve').querySelector('[data-testid="info-point-visible"]')!);
    expect(writes.at(-1)!.value[1]!.visible).toBe(false);
    expect(selectedNames()).toEqual([]);
    fireEvent.click(row('Pump'));
    fireEvent.click(row('Valve'), { shiftKey: true });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Delete' });
    expect(names(writes.at(-1)!.value)).toEqual(['Tank', 'Pump 2']);
    await act(async () => fireEvent.click(screen.getByTestId('info-points-clear')));
    expect(asked[0]).toMatchObject({ title: 'Hint', confirmLabel: 'Confirm', cancelLabel: 'Cancel', severity: 'warning' });
    expect(writes.at(-1)!.value).toEqual([]);
  });

  it('draws only the rows in view of a list at the 10,000-point limit', () => {
    const big = readInfoPoints(Array.from({ length: 10_000 }, (_, i) => ({ id: `p${i}`, name: `P${i}` })));
    setup(big);
    expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeLessThanOrEqual(14);
    fireEvent.scroll(screen.getByRole('listbox'), { target: { scrollTop: 24 * 5000 } });
    expect(screen.getByTestId('info-point-row-P5000')).toBeDefined();
  });
});
