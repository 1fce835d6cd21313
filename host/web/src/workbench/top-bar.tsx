import { Fragment, useState } from 'react';
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
  const root = useDismiss(open, () => setOpen(false));
  if (entries.length === 0) return null;
  return (
    <div className="kf-menu" ref={root}>
      <button type="button" className={open ? 'kf-menu-button is-open' : 'kf-menu-button'} data-testid={`menu-${menu}`} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(`designer.menu.${menu}`)}
      </button>
      {open && (
        <div className="kf-menu-popup" role="menu">
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
                    setOpen(false);
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
