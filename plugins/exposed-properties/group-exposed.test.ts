import { describe, expect, it } from 'vitest';
import type { ExposedProperty } from '../../sdk/index.js';
import { filterOptions, groupExposed } from './group-exposed.js';

const e = (name: string, group: string): ExposedProperty => ({ id: name, name, group, type: 'number', path: `n.${name}`, owner: { kind: 'node', id: 'n' } });

describe('exposed grouping', () => {
  it('groups by name in first-seen order with unclassified last', () => {
    const groups = groupExposed([e('a', ''), e('b', 'Light'), e('c', 'Motion'), e('d', 'Light'), e('f', ' ')]);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.name)])).toEqual([['Light', ['b', 'd']], ['Motion', ['c']], ['', ['a', 'f']]]);
    expect(groupExposed([])).toEqual([]);
  });

  it('filters combobox options by the typed text', () => {
    expect(filterOptions(['Speed', 'Colour', 'speedy'], 'SPE')).toEqual(['Speed', 'speedy']);
    expect(filterOptions(['a', 'b'], ' ')).toEqual(['a', 'b']);
  });
});
