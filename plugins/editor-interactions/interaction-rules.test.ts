import { describe, expect, it } from 'vitest';
import { INTERACTION_LIMITS, readInteractions } from '../../sdk/index.js';
import { addInteraction, deleteInteraction, setInteractionField } from './interaction-rules.js';

const listOf = (edit: ReturnType<typeof addInteraction>) => {
  if ('refused' in edit) throw new Error(edit.refused);
  return edit;
};

describe('the interaction panel rules', () => {
  it('adds a click that toggles the node, then copies the selected one after it', () => {
    const first = listOf(addInteraction([], undefined));
    expect(first.list).toEqual([{ id: 'i1', trigger: 'click', binding: '', point: '', action: 'toggle', target: '', targetPoint: '', property: '', value: '' }]);
    const edited = listOf(setInteractionField(first.list, 'i1', 'action', 'setStatus'));
    const second = listOf(addInteraction([...edited.list, { ...edited.list[0]!, id: 'z', action: 'hide' }], 'i1'));
    expect(second.list.map((x) => [x.id, x.action])).toEqual([['i1', 'setStatus'], ['i3', 'setStatus'], ['z', 'hide']]);
    expect(second.selected).toBe('i3');
  });

  it('refuses the 33rd interaction and a delete without a selection', () => {
    const full = readInteractions(Array.from({ length: INTERACTION_LIMITS.maxInteractions }, (_, i) => ({ id: `x${i}` })));
    expect(addInteraction(full, undefined)).toEqual({ refused: 'interactions.max', values: { max: INTERACTION_LIMITS.maxInteractions } });
    expect(deleteInteraction(full, 'nope')).toEqual({ refused: 'interactions.selectFirst' });
  });

  it('deletes the selected one and selects its neighbour', () => {
    const list = readInteractions([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(listOf(deleteInteraction(list, 'b'))).toMatchObject({ selected: 'c' });
    expect(listOf(deleteInteraction(list, 'c'))).toMatchObject({ selected: 'b' });
    expect(listOf(deleteInteraction(list, 'c')).list.map((x) => x.id)).toEqual(['a', 'b']);
  });

  it('cuts a field to its limit', () => {
    const list = readInteractions([{ id: 'a' }]);
    expect(listOf(setInteractionField(list, 'a', 'value', 'v'.repeat(5000))).list[0]!.value).toHaveLength(INTERACTION_LIMITS.valueChars);
  });
});
