// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { fillPlaceholders, readSpline, SPLINE_LIMITS, SPLINE_LIST_TYPE, splineToJson, titles } from '../../sdk/index.js';
import type { JsonValue, NotificationService, PropertyDescriptor } from '../../sdk/index.js';
import { splineListLocales } from './locales.js';
import { createSplineListEditor } from './spline-list-editor.js';

const descriptor: PropertyDescriptor<'splineList'> = { name: 'splines', type: SPLINE_LIST_TYPE, propertyGroup: 'geometry', rank: 1, titles: titles('Splines', '样条', '樣條') };
const t = (key: string, values?: Record<string, string | number>) => fillPlaceholders(splineListLocales.en[key] ?? key, values);
const json = (value: Record<string, unknown>, i = 0) => splineToJson(readSpline(value as never, i)!);
const circle = json({ id: 'spline-1', name: 'Circle 1', type: 'circle' });
const path = json({ id: 'spline-2', name: 'Path 1', type: 'path', points: [0, 0, 0, 1, 0, 0, 2, 0, 1] });

function setup(value: JsonValue) {
  const notifications = { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn(), notify: vi.fn() } as unknown as NotificationService;
  const Editor = createSplineListEditor({ editors: undefined, notifications, t });
  const onChange = vi.fn();
  const view = render(<Editor descriptor={descriptor} value={value} nodeIds={['spline-node']} readOnly={false} onChange={onChange}
    beginGesture={() => {}} endGesture={() => {}} />);
  return { view, onChange, notifications, rerender: (next: JsonValue) => view.rerender(
    <Editor descriptor={descriptor} value={next} nodeIds={['spline-node']} readOnly={false} onChange={onChange} beginGesture={() => {}} endGesture={() => {}} />) };
}

afterEach(cleanup);

describe('spline list editor', () => {
  it('creates a circle from the empty area menu and says "create spline successful"', () => {
    const { view, onChange, notifications } = setup([circle]);
    fireEvent.contextMenu(view.getByTestId('spline-rows'), { clientX: 10, clientY: 10 });
    fireEvent.click(view.getByTestId('spline-menu-createCircle'));
    const written = onChange.mock.calls[0]![0] as { name: string }[];
    expect(written.map((s) => s.name)).toEqual(['Circle 1', 'Circle 2']);
    expect(notifications.success).toHaveBeenCalledWith('create spline successful');
    expect(view.queryByTestId('spline-context-menu')).toBeNull();
  });

  it('warns "Please convert to the path first" when inverting a circle, and inverts a path with a success message', () => {
    const { view, onChange, notifications } = setup([circle, path]);
    fireEvent.contextMenu(view.getByTestId('spline-row-0'), { clientX: 10, clientY: 10 });
    fireEvent.click(view.getByTestId('spline-menu-invertOrder'));
    expect(notifications.warning).toHaveBeenCalledWith('Please convert to the path first');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.contextMenu(view.getByTestId('spline-row-1'), { clientX: 10, clientY: 10 });
    fireEvent.click(view.getByTestId('spline-menu-invertOrder'));
    expect((onChange.mock.calls[0]![0] as { points: number[] }[])[1]!.points).toEqual([2, 0, 1, 1, 0, 0, 0, 0, 0]);
    expect(notifications.success).toHaveBeenCalledWith('reverse path successful');
  });

  it('refuses moving the first row up with a warning and deletes a row with a success message', () => {
    const { view, onChange, notifications } = setup([circle, path]);
    fireEvent.click(view.getAllByTestId('spline-move-up')[0]!);
    expect(notifications.warning).toHaveBeenCalledWith('This spline is already at the top');
    fireEvent.click(view.getAllByTestId('spline-delete')[0]!);
    expect((onChange.mock.calls[0]![0] as { id: string }[]).map((s) => s.id)).toEqual(['spline-2']);
    expect(notifications.success).toHaveBeenCalledWith('deleted spline successfully');
  });

  it('shows at most the first 200 rows and says how many are hidden', () => {
    const many = Array.from({ length: SPLINE_LIMITS.display + 5 }, (_, i) => json({ id: `s${i}`, name: `Circle ${i + 1}` }, i));
    const { view } = setup(many);
    expect(view.container.querySelectorAll('.kf-spline-row')).toHaveLength(SPLINE_LIMITS.display);
    expect(view.getByTestId('spline-hidden').textContent).toBe('5 more splines are not shown (the list shows the first 200)');
  });

  it('draws a path\'s points as a plain table that edits them when there is no inspector to choose an editor', () => {
    const { view, onChange } = setup([path]);
    expect(view.getByTestId('spline-points-table')).toBeTruthy();
    expect(view.getByTestId('spline-point-count').textContent).toBe('3 points');
    fireEvent.click(view.getByTestId('spline-point-add'));
    expect((onChange.mock.calls[0]![0] as { points: number[] }[])[0]!.points).toEqual([0, 0, 0, 1, 0, 0, 2, 0, 1, 3, 0, 1]);
  });

  it('switches a circle to a path in the detail (sampled points, closed) and adds an arc modifier', () => {
    const { view, onChange, rerender } = setup([circle]);
    fireEvent.change(view.getByTestId('spline-type'), { target: { value: 'path' } });
    const converted = onChange.mock.calls[0]![0] as JsonValue;
    expect(converted).toMatchObject([{ id: 'spline-1', type: 'path', closed: true }]);
    expect(((converted as { points: number[] }[])[0]!.points)).toHaveLength(6 * 3);
    rerender(converted);
    expect(view.getByTestId('spline-closed')).toBeTruthy();
    fireEvent.click(view.getByTestId('spline-add-arc'));
    expect(onChange.mock.calls[1]![0]).toMatchObject([{ modifiers: [{ type: 'arc', segments: 4, enabled: true }] }]);
  });

  it('renames on double-click with Enter, and toggles enabled', () => {
    const { view, onChange } = setup([circle]);
    fireEvent.doubleClick(view.getByTestId('spline-name'));
    const input = view.getByTestId('spline-name-input');
    fireEvent.change(input, { target: { value: ' Rim ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange.mock.calls[0]![0]).toMatchObject([{ name: 'Rim' }]);
    fireEvent.click(view.getByTestId('spline-enabled'));
    expect(onChange.mock.calls[1]![0]).toMatchObject([{ enabled: false }]);
  });
});
