import type { ExposedProperty } from '../../sdk/index.js';

/** Exposed properties of one group; `group` '' is 'Not classified'. */
export interface ExposedGroup {
  readonly group: string;
  readonly items: readonly ExposedProperty[];
}

/** Group by group name in first-seen order, with the unclassified ones last. */
export function groupExposed(all: readonly ExposedProperty[]): ExposedGroup[] {
  const groups = new Map<string, ExposedProperty[]>();
  for (const e of all) {
    const key = e.group.trim();
    const list = groups.get(key) ?? [];
    list.push(e);
    groups.set(key, list);
  }
  const named = [...groups.entries()].filter(([g]) => g !== '').map(([group, items]) => ({ group, items }));
  const loose = groups.get('');
  return loose ? [...named, { group: '', items: loose }] : named;
}

/** Option list of a combobox: the known values whose text contains the typed text (all when empty). */
export function filterOptions(options: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return needle ? options.filter((o) => o.toLowerCase().includes(needle)) : [...options];
}
