import { useEffect, useRef } from 'react';

/** One entry of a context menu. */
export interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly disabled?: boolean;
  run(): void;
}

/** Where a menu is open (viewport coordinates; the vertical position is capped as spec 001 §9 says). */
export interface MenuAt {
  readonly x: number;
  readonly y: number;
  readonly items: readonly MenuItem[];
}

const MAX_MENU_TOP = 798;

/** Below the point in the upper half of the window, above it in the lower half (long menus scroll). */
function placement(menu: MenuAt): React.CSSProperties {
  const left = Math.min(menu.x, window.innerWidth - 180);
  if (menu.y < window.innerHeight / 2) return { left, top: Math.min(menu.y, MAX_MENU_TOP), maxHeight: window.innerHeight - menu.y - 8 };
  return { left, bottom: window.innerHeight - menu.y, maxHeight: menu.y - 8 };
}

/** A small context menu; closes on a pick, Escape or a click outside. */
export function ContextMenu({ menu, onClose, testId }: { menu: MenuAt; onClose: () => void; testId: string }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const outside = (e: MouseEvent) => { if (!ref.current?.contains(e.target as Node)) onClose(); };
    const key = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('mousedown', outside);
    window.addEventListener('keydown', key);
    return () => { window.removeEventListener('mousedown', outside); window.removeEventListener('keydown', key); };
  }, [onClose]);
  return (
    <ul ref={ref} role="menu" className="kf-kmat-menu" data-testid={testId} style={placement(menu)}>
      {menu.items.map((item) => (
        <li key={item.id} role="menuitem" aria-disabled={item.disabled} data-testid={`${testId}-${item.id}`}
          className={item.disabled ? 'disabled' : undefined}
          onClick={() => { if (!item.disabled) { onClose(); item.run(); } }}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
