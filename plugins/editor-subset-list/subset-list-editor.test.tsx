// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslate, propertyValueJson } from '../../sdk/index.js';
import type { JsonValue, MeshSubSet, PropertyEditorProps } from '../../sdk/index.js';
import { subsetLocales } from './locales.js';
import { createSubsetListEditor } from './subset-list-editor.js';
import { readSubSets, renameSubSet } from './subsets.js';

afterEach(cleanup);
const Editor = createSubsetListEditor(createTranslate(undefined, subsetLocales));
const list = [{ name: 'Body', start: 0, count: 30 }, { name: 'Glass', start: 30, count: 12 }];

function renderEditor(value: JsonValue, writes: unknown[], readOnly = false) {
  // the value may be malformed on purpose: the editor reads what a scene file holds
  const props: PropertyEditorProps<'subSetList'> = {
    descriptor: { name: 'subsets', type: 'subSetList', rank: 0, propertyGroup: 'geometry', titles: { en: 'S', 'zh-CN': 'S', 'zh-TW': 'S' } },
    value: value as unknown as readonly MeshSubSet[], nodeIds: ['m'], readOnly, onChange: (v) => { writes.push(v); }, beginGesture: () => {}, endGesture: () => {},
  };
  return render(<Editor {...props} />);
}

describe('sub-set list', () => {
  it('reads and renames with the trimmed name, ignoring empty or unchanged names', () => {
    expect(readSubSets([{ name: 'a', start: 1, count: 2 }, 3, null])).toEqual([{ name: 'a', start: 1, count: 2 }]);
    expect(renameSubSet(list, 1, '  Window ')).toEqual([list[0], { ...list[1], name: 'Window' }]);
    expect(renameSubSet(list, 1, '   ')).toBeUndefined();
    expect(renameSubSet(list, 1, 'Glass')).toBeUndefined();
    expect(renameSubSet(list, 5, 'x')).toBeUndefined();
  });

  it('shows index and name, renames inline on double-click and commits on Enter', () => {
    const writes: JsonValue[] = [];
    renderEditor(list, writes);
    expect(screen.getByTestId('subset-1').textContent).toBe('1Glass');
    fireEvent.doubleClick(screen.getByText('Glass'));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' Window  ' } });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(writes).toEqual([[list[0], { ...list[1], name: 'Window' }]]);
  });

  it('commits on blur; a read-only list cannot be renamed', () => {
    const writes: JsonValue[] = [];
    renderEditor(list, writes);
    fireEvent.doubleClick(screen.getByText('Body'));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Frame' } });
    fireEvent.blur(screen.getByRole('textbox'));
    expect((writes[0] as { name: string }[])[0].name).toBe('Frame');
    cleanup();
    renderEditor(list, writes, true);
    fireEvent.doubleClick(screen.getByText('Body'));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('clears the edit and resets the selection when the value changes', () => {
    const writes: JsonValue[] = [];
    const { rerender } = renderEditor(list, writes);
    fireEvent.click(screen.getByTestId('subset-0'));
    expect(screen.getByTestId('subset-0').getAttribute('aria-selected')).toBe('true');
    fireEvent.doubleClick(screen.getByText('Glass'));
    expect(screen.queryByRole('textbox')).not.toBeNull();
    const next = [...list, { name: 'Tyre', start: 42, count: 3 }];
    rerender(<Editor descriptor={{ name: 'subsets', type: 'subSetList', rank: 0, propertyGroup: 'geometry', titles: { en: 'S', 'zh-CN': 'S', 'zh-TW': 'S' } }}
      value={next} nodeIds={['m']} readOnly={false} onChange={() => {}} beginGesture={() => {}} endGesture={() => {}} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('subset-0').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByTestId('subset-2').textContent).toBe('2Tyre');
  });
});

describe('sub-set materials', () => {
  const materials = { list: () => [{ id: 'm1', name: 'Gold' }, { id: 'm2', name: 'Glass' }], watch: () => () => {} };
  const WithMaterials = createSubsetListEditor(createTranslate(undefined, subsetLocales), materials);

  it('each sub-set picks one of the scene materials or the mesh material, writing the whole list once', () => {
    const writes: JsonValue[] = [];
    const props: PropertyEditorProps<'subSetList'> = {
      descriptor: { name: 'subSets', type: 'subSetList', rank: 0, propertyGroup: 'data', titles: { en: 'S', 'zh-CN': 'S', 'zh-TW': 'S' } },
      value: [list[0], { ...list[1], material: 'm1' }], nodeIds: ['m'], readOnly: false, onChange: (v) => { writes.push(propertyValueJson(v)); }, beginGesture: () => {}, endGesture: () => {},
    };
    render(<WithMaterials {...props} />);
    expect((screen.getByTestId('subset-material-1') as HTMLSelectElement).value).toBe('m1');
    fireEvent.change(screen.getByTestId('subset-material-0'), { target: { value: 'm2' } });
    fireEvent.change(screen.getByTestId('subset-material-1'), { target: { value: '' } });
    expect(writes).toEqual([[{ ...list[0], material: 'm2' }, { ...list[1], material: 'm1' }], [list[0], list[1]]]);
  });
});
