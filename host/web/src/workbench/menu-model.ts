import type { CommandContribution, MenuContribution, MenuId } from '../../../../sdk/index.js';

/** The top-bar menus, in order. */
export const TOP_MENUS: readonly MenuId[] = ['file', 'edit', 'view', 'help'];

/** One runnable entry of a menu. */
export interface MenuEntry {
  readonly command: CommandContribution;
  readonly group: string;
}

/** A menu's entries: only existing commands, sorted by group then order, each command once. */
export function menuEntries(menu: MenuId, menus: readonly MenuContribution[], commands: readonly CommandContribution[]): MenuEntry[] {
  const byId = new Map<string, CommandContribution>();
  for (const command of commands) byId.set(command.id, command);
  const seen = new Set<string>();
  return menus
    .filter((m) => m.menu === menu)
    .map((m, index) => ({ m, index }))
    .sort((a, b) => (a.m.group ?? '').localeCompare(b.m.group ?? '') || (a.m.order ?? 0) - (b.m.order ?? 0) || a.index - b.index)
    .flatMap(({ m }) => {
      const command = byId.get(m.command);
      if (!command || seen.has(m.command)) return [];
      seen.add(m.command);
      return [{ command, group: m.group ?? '' }];
    });
}
