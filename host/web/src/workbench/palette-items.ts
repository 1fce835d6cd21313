import type { CommandContribution } from '../../../../sdk/index.js';

/** One line of the command palette. */
export interface PaletteItem {
  readonly id: string;
  /** "Category: Title", translated. */
  readonly label: string;
  /** Key bindings for display (none, one or several). */
  readonly keybindings: readonly string[];
  /** Name of the plugin that contributed the command, shown beside its key bindings. */
  readonly owner?: string;
}

/** What building the palette's items needs. */
export interface PaletteSource {
  readonly commands: readonly CommandContribution[];
  isEnabled(command: CommandContribution): boolean;
  t(key: string): string;
  keybindingsOf(id: string): readonly string[];
  /** Name of the plugin that contributed a command, when known. */
  ownerOf?(command: CommandContribution): string | undefined;
}

/** Every enabled command once (the latest contribution of an id wins), sorted by label. */
export function paletteItems(source: PaletteSource): PaletteItem[] {
  const latest = new Map<string, CommandContribution>();
  for (const command of source.commands) latest.set(command.id, command);
  const items: PaletteItem[] = [];
  for (const command of latest.values()) {
    if (!source.isEnabled(command)) continue;
    const title = source.t(command.titleKey);
    const label = command.categoryKey ? `${source.t(command.categoryKey)}: ${title}` : title;
    const owner = source.ownerOf?.(command);
    items.push(owner ? { id: command.id, label, keybindings: source.keybindingsOf(command.id), owner } : { id: command.id, label, keybindings: source.keybindingsOf(command.id) });
  }
  return items.sort((a, b) => a.label.localeCompare(b.label));
}

/** Items whose label or id contains every word of the query (any case); label-prefix matches first. */
export function filterPalette(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  const matching = items.filter((item) => {
    const haystack = `${item.label} ${item.id}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
  const q = query.trim().toLowerCase();
  const starts = (item: PaletteItem) => {
    const label = item.label.toLowerCase();
    const title = label.includes(': ') ? label.slice(label.indexOf(': ') + 2) : label;
    return label.startsWith(q) || title.startsWith(q);
  };
  return [...matching.filter(starts), ...matching.filter((item) => !starts(item))];
}
