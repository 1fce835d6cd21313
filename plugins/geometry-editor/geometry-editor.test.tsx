// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { titles } from '../../sdk/index.js';
import type { ContributionList, GeometryBuilderContribution, PropertyDescriptor } from '../../sdk/index.js';
import { createGeometryEditor } from './geometry-editor.js';
import { locales } from './locales.js';

const descriptor: PropertyDescriptor = { name: 'geometry', type: 'geometryBuilder', propertyGroup: 'geometry', rank: 1, titles: titles('Geometry', '几何体', '幾何體') };
const box: GeometryBuilderContribution = {
  id: 'Box', titles: titles('Box', '立方体', '立方體'), order: 0, descriptors: [], build: () => ({ positions: [], indices: [] }),
};
const t = (key: string, values?: Record<string, string | number>) =>
  (locales.en as Record<string, string>)[key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values?.[k] ?? ''));

/** A live contribution list, as the kernel keeps one per point. */
function liveList<T>() {
  const subject = new BehaviorSubject<readonly T[]>([]);
  const list: ContributionList<T> = { get current() { return subject.value; }, onDidChange: subject.asObservable() };
  return { list, set: (items: readonly T[]) => subject.next(items) };
}

describe('geometry editor', () => {
  it('names a builder that is not loaded, never writes the value, and shows the builder once it arrives', () => {
    const builders = liveList<GeometryBuilderContribution>();
    const Editor = createGeometryEditor({ builders: builders.list, editors: { EditorCell: () => null }, i18n: undefined, t, bake: vi.fn() });
    const onChange = vi.fn();
    const value = { className: 'Box', params: { width: 2 } };
    const view = render(<Editor descriptor={descriptor} value={value} nodeIds={['m']} readOnly={false} onChange={onChange} beginGesture={() => {}} endGesture={() => {}} />);
    expect(view.getByTestId('geometry-builder-missing').textContent).toBe('Builder not loaded: Box');
    expect((view.getByTestId('geometry-builder-select') as HTMLSelectElement).value).toBe('Box');
    act(() => builders.set([box]));
    expect(view.queryByTestId('geometry-builder-missing')).toBeNull();
    act(() => builders.set([]));
    expect(view.getByTestId('geometry-builder-missing')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
