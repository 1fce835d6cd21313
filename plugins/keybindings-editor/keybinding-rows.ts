import { chordKey } from '../../sdk/index.js';
import type { KeybindingEntry, TranslateFn } from '../../sdk/index.js';

/** One line of the shortcut panel: a command, its keys as shown, and who else shares one of them. */
export interface KeybindingRow {
  readonly commandId: string;
  readonly title: string;
  readonly category: string;
  readonly bindings: readonly string[];
  readonly labels: readonly string[];
  readonly customized: boolean;
  /** Ids of other commands that answer one of this row's keys. */
  readonly sharedWith: readonly string[];
}

/** The rows for the entries (titles translated, keys labelled), with shared keys found once over all of them. */
export function keybindingRows(entries: readonly KeybindingEntry[], t: TranslateFn, label: (binding: string) => string): KeybindingRow[] {
  const holders = new Map<string, string[]>();
  for (const entry of entries) {
    for (const binding of entry.bindings) {
      const key = chordKey(binding);
      if (key === undefined) continue;
      const list = holders.get(key) ?? [];
      if (!list.includes(entry.commandId)) list.push(entry.commandId);
      holders.set(key, list);
    }
  }
  return entries.map((entry) => {
    const shared = new Set<string>();
    for (const binding of entry.bindings) {
      for (const id of holders.get(chordKey(binding) ?? '') ?? []) if (id !== entry.commandId) shared.add(id);
    }
    return {
      commandId: entry.commandId,
      title: t(entry.titleKey),
      category: entry.categoryKey ? t(entry.categoryKey) : '',
      bindings: entry.bindings,
      labels: entry.bindings.map(label),
      customized: entry.customized,
      sharedWith: [...shared],
    };
  });
}

/** The rows whose title, category, id or key matches every word of the query (case-insensitive, any order). */
export function filterRows(rows: readonly KeybindingRow[], query: string): KeybindingRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = [row.title, row.category, row.commandId, ...row.labels, ...row.bindings].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
