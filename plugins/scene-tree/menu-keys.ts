import type { KeyboardEvent } from 'react';

/** The enabled items of a menu element, in order. */
export function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]:not(:disabled)')) : [];
}

/** Arrow keys, Home and End move focus between a menu's items (wrapping); returns whether the key was used. */
export function moveFocusInMenu(event: KeyboardEvent, menu: HTMLElement | null): boolean {
  const items = menuItemsOf(menu);
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? (index + 1) % items.length
    : event.key === 'ArrowUp' ? (index - 1 + items.length) % items.length
      : event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : undefined;
  if (next === undefined) return false;
  event.preventDefault();
  items[next].focus();
  return true;
}
