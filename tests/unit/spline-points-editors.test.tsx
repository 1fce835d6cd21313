// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPlaceholders, readSpline, SPLINE_LIST_TYPE, splineToJson, titles, VECTOR3_POINTS_TYPE } from '../../sdk/index.js';
import type {
  ContributionList, JsonValue, NotificationService, PluginFaultService, PropertyDescriptor, PropertyEditorContribution, PropertyEditorProps,
} from '../../sdk/index.js';
import { createEditorHost } from '../../plugins/inspector/editor-host.js';
import type { InspectorServices } from '../../plugins/inspector/inspector-services.js';
import { inspectorLocales } from '../../plugins/inspector/locales.js';
import { splineListLocales } from '../../plugins/editor-spline-list/locales.js';
import { createSplineListEditor } from '../../plugins/editor-spline-list/spline-list-editor.js';

// A path's points in the spline list use the editor the inspector chooses (its PropertyEditorHost), the same code that
// chooses node properties' and geometry parameters' editors; the spline list's own table is the cell's fallback.

const descriptor: PropertyDescriptor<'splineList'> = { name: 'splines', type: SPLINE_LIST_TYPE, propertyGroup: 'geometry', rank: 1, titles: titles('Splines', '样条', '樣條') };
const texts = { ...inspectorLocales.en, ...splineListLocales.en } as Record<string, string>;
const t = (key: string, values?: Record<string, string | number>) => fillPlaceholders(texts[key] ?? key, values);
const path = splineToJson(readSpline({ id: 'spline-2', name: 'Path 1', type: 'path', points: [0, 0, 0, 1, 0, 0, 2, 0, 1] } as never, 0)!);

function setup(items: readonly PropertyEditorContribution[] = []) {
  const subject = new BehaviorSubject<readonly PropertyEditorContribution[]>(items);
  const editors: ContributionList<PropertyEditorContribution> = { get current() { return subject.value; }, onDidChange: subject.asObservable() };
  const faults = { ownerOf: (c: unknown) => (subject.value.includes(c as PropertyEditorContribution) ? 'acme.points' : undefined), report: vi.fn() };
  const host = createEditorHost({ editors, t, faults: faults as unknown as PluginFaultService } as unknown as InspectorServices);
  const notifications = { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn(), notify: vi.fn() } as unknown as NotificationService;
  const Editor = createSplineListEditor({ editors: host, notifications, t });
  const onChange = vi.fn();
  const view = render(<Editor descriptor={descriptor} value={[path] as JsonValue} nodeIds={['spline-node']} readOnly={false} onChange={onChange}
    beginGesture={() => {}} endGesture={() => {}} />);
  return { view, onChange, faults, setEditors: (next: readonly PropertyEditorContribution[]) => act(() => subject.next(next)) };
}

afterEach(cleanup);

describe('a path\'s points in the spline list', () => {
  it('show the plain table while no point list editor is registered, then the registered one with the path\'s options', () => {
    const { view, onChange, setEditors } = setup();
    expect(view.getByTestId('spline-points-table')).toBeTruthy();
    expect(view.getByTestId('spline-point-count').textContent).toBe('3 points');
    expect(view.container.textContent).not.toContain('No editor for type');
    let seen: PropertyEditorProps<'vector3Points'> | undefined;
    const PointList = (props: PropertyEditorProps<'vector3Points'>) => {
      seen = props;
      return <button type="button" data-testid="fake-point-list" onClick={() => props.onChange([5, 5, 5, 6, 6, 6], 'drag')}>points</button>;
    };
    setEditors([{ types: [VECTOR3_POINTS_TYPE], component: PointList }]);
    expect(view.queryByTestId('spline-points-table')).toBeNull();
    expect(seen!.descriptor.options).toMatchObject({ handlesNode: 'spline-node', min: 2 });
    expect(seen!.value).toEqual([0, 0, 0, 1, 0, 0, 2, 0, 1]);
    fireEvent.click(view.getByTestId('fake-point-list'));
    expect((onChange.mock.calls[0]![0] as { points: number[] }[])[0]!.points).toEqual([5, 5, 5, 6, 6, 6]);
    expect(onChange.mock.calls[0]![1]).toBe('drag');
  });

  it('pick the editor the inspector picks: the higher priority, and only one whose canHandle accepts the descriptor', () => {
    const Low = () => <span data-testid="low-points" />;
    const High = () => <span data-testid="high-points" />;
    const Picky = () => <span data-testid="picky-points" />;
    const { view } = setup([
      { types: [VECTOR3_POINTS_TYPE], component: Low, priority: 1 },
      { types: [VECTOR3_POINTS_TYPE], component: High, priority: 5 },
      { types: [VECTOR3_POINTS_TYPE], component: Picky, priority: 9, canHandle: (d) => d.options?.['handlesNode'] === 'elsewhere' },
    ]);
    expect(view.getByTestId('high-points')).toBeTruthy();
    expect(view.queryByTestId('low-points')).toBeNull();
    expect(view.queryByTestId('picky-points')).toBeNull();
  });

  it('host a mounted point list editor, and fall back to the table when it throws, reported as its plugin\'s fault', () => {
    const seen: PropertyEditorProps<'vector3Points'>[] = [];
    const mount = vi.fn((element: HTMLElement, props: Observable<PropertyEditorProps<'vector3Points'>>) => {
      const button = document.createElement('button');
      button.dataset.testid = 'mounted-point-list';
      element.append(button);
      const sub = props.subscribe((p) => {
        seen.push(p);
        button.onclick = () => p.onChange([1, 1, 1, 2, 2, 2]);
      });
      return { dispose: () => sub.unsubscribe() };
    });
    const { view, onChange, faults, setEditors } = setup([{ types: [VECTOR3_POINTS_TYPE], mount }]);
    expect(seen[0]!.descriptor.options).toMatchObject({ handlesNode: 'spline-node', min: 2 });
    fireEvent.click(view.getByTestId('mounted-point-list'));
    expect((onChange.mock.calls[0]![0] as { points: number[] }[])[0]!.points).toEqual([1, 1, 1, 2, 2, 2]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setEditors([{ types: [VECTOR3_POINTS_TYPE], mount: () => { throw new Error('broken point list'); } }]);
    expect(view.getByTestId('spline-points-table')).toBeTruthy();
    expect(view.container.textContent).not.toContain('This editor failed to show');
    expect(faults.report).toHaveBeenCalledWith('acme.points', 'editor', expect.objectContaining({ message: 'broken point list' }));
    error.mockRestore();
    fireEvent.click(view.getByTestId('spline-point-add'));
    expect((onChange.mock.calls[1]![0] as { points: number[] }[])[0]!.points).toEqual([0, 0, 0, 1, 0, 0, 2, 0, 1, 3, 0, 1]);
  });
});
