import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CommandService, Commands, LayoutService, Menus, NotificationService } from '../../../../sdk/index.js';
import type { DesignMode, MenuId } from '../../../../sdk/index.js';
import { Link } from 'react-router-dom';
import { useContributions, useObservable, useService, useT } from '../kernel/kernel-context.js';
import { LanguageMenu, useDismiss } from '../overlays/language-menu.js';
import { DesignerNavigation } from './designer-navigation.js';
import { BrandIcon } from './icons.js';
import { menuEntries, TOP_MENUS } from './menu-model.js';

/** The designer's top bar: product name, the menus of the Menus point, the design-mode switch and the language menu. */
export function TopBar() {
  const t = useT();
  return (
    <header className="kf-topbar">
      <Link to="/project" className="kf-brand" title={t('designer.nav.home')} data-testid="designer-brand">
        <BrandIcon />
        {t('shell.productName')}
      </Link>
      <nav className="kf-menubar">
        {TOP_MENUS.map((menu) => (
          <TopMenu key={menu} menu={menu} />
        ))}
      </nav>
      <div className="kf-topbar-spacer" />
      <DesignerNavigation />
      <DesignModeSwitch />
      <LanguageMenu />
    </header>
  );
}

function TopMenu({ menu }: { readonly menu: MenuId }) {
  const t = useT();
  const commands = useService(CommandService);
  const notifications = useService(NotificationService);
  const entries = menuEntries(menu, useContributions(Menus), useContributions(Commands));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const root = useDismiss(open, () => close(popup.current?.contains(document.activeElement) ?? false));
  const focusOnOpen = useRef<'first' | 'last' | undefined>(undefined);
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const items = menuItems(popup.current);
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    focusOnOpen.current = undefined;
  }, [open]);
  if (entries.length === 0) return null;
  return (
    <div className="kf-menu" ref={root}>
      <button
        ref={button} type="button" className={open ? 'kf-menu-button is-open' : 'kf-menu-button'} data-testid={`menu-${menu}`} aria-haspopup="menu" aria-expanded={open}
        onClick={(event) => {
          // Opened from the keyboard (Enter/Space give detail 0), the first item takes focus, as in a desktop menu bar.
          if (!open && event.detail === 0) focusOnOpen.current = 'first';
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
          if (open) menuItems(popup.current)[event.key === 'ArrowDown' ? 0 : menuItems(popup.current).length - 1]?.focus();
          else setOpen(true);
        }}
      >
        {t(`designer.menu.${menu}`)}
      </button>
      {open && (
        <div className="kf-menu-popup" role="menu" ref={popup} aria-label={t(`designer.menu.${menu}`)} onKeyDown={(event) => moveInMenu(event, popup.current, () => close(true))}>
          {entries.map((entry, i) => {
            let enabled = true;
            try {
              enabled = entry.command.enabled ? entry.command.enabled() : true;
            } catch {
              enabled = false;
            }
            return (
              <Fragment key={entry.command.id}>
                {i > 0 && entries[i - 1].group !== entry.group && <div className="kf-menu-separator" role="separator" />}
                <button
                  type="button"
                  role="menuitem"
                  className="kf-menu-item"
                  disabled={!enabled}
                  data-testid={`menu-item-${entry.command.id}`}
                  onClick={() => {
                    close(true);
                    commands.execute(entry.command.id).catch((e: unknown) => notifications.error(e instanceof Error ? e.message : String(e)));
                  }}
                >
                  <span>{t(entry.command.titleKey)}</span>
                  {commands.keybindingOf(entry.command.id) && <kbd>{commands.keybindingOf(entry.command.id)}</kbd>}
                </button>
              </Fragment>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The enabled items of an open menu, in order. */
function menuItems(popup: HTMLElement | null): HTMLElement[] {
  return popup ? Array.from(popup.querySelectorAll<HTMLElement>('[role^="menuitem"]:not(:disabled)')) : [];
}

/** Arrow keys, Home and End move between a menu's items (wrapping); Escape closes it and gives focus back to its button. */
function moveInMenu(event: KeyboardEvent, popup: HTMLElement | null, close: () => void): void {
  const items = menuItems(popup);
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number | undefined;
  if (event.key === 'ArrowDown') next = (index + 1) % items.length;
  else if (event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    close();
    return;
  } else if (event.key === 'Tab') {
    close();
    return;
  }
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  items[next].focus();
}

function DesignModeSwitch() {
  const t = useT();
  const layout = useService(LayoutService);
  const mode = useObservable(layout.onDidChangeDesignMode, layout.designMode);
  const modes: DesignMode[] = ['design', 'logical'];
  return (
    <div className="kf-segmented" role="radiogroup" aria-label={t('designer.mode.label')} data-testid="design-mode">
      {modes.map((m) => (
        <button key={m} type="button" role="radio" aria-checked={mode === m} className={mode === m ? 'is-on' : ''} data-testid={`design-mode-${m}`} onClick={() => layout.setDesignMode(m)}>
          {t(`designer.mode.${m}`)}
        </button>
      ))}
    </div>
  );
}
