import { useEffect, useRef, useState } from 'react';
import { I18nService, LOCALES } from '../../../../sdk/index.js';
import type { LocaleId } from '../../../../sdk/index.js';
import { useService, useT } from '../kernel/kernel-context.js';
import { GlobeIcon } from '../workbench/icons.js';

/** Close a popup on a click outside it or on Escape; returns the ref of the popup's root. */
export function useDismiss(open: boolean, close: () => void) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);
  return root;
}

/** The language menu: choosing another language asks for confirmation, then reloads. */
export function LanguageMenu() {
  const t = useT();
  const i18n = useService(I18nService);
  const [open, setOpen] = useState(false);
  const root = useDismiss(open, () => setOpen(false));
  const choose = (locale: LocaleId) => {
    setOpen(false);
    if (locale !== i18n.locale) void i18n.switchLocale(locale);
  };
  return (
    <div className="kf-menu kf-language" ref={root}>
      <button type="button" className="kf-menu-button" data-testid="language-menu" aria-haspopup="menu" aria-expanded={open} aria-label={`${t('designer.language.label')}: ${t(`core.language.${i18n.locale}`)}`} onClick={() => setOpen(!open)}>
        <GlobeIcon /> {t(`core.language.${i18n.locale}`)}
      </button>
      {open && (
        <div className="kf-menu-popup kf-menu-popup-right" role="menu">
          {LOCALES.map((locale) => (
            <button key={locale} type="button" role="menuitemradio" aria-checked={locale === i18n.locale} className="kf-menu-item" data-testid={`language-${locale}`} onClick={() => choose(locale)}>
              <span>{t(`core.language.${locale}`)}</span>
              {locale === i18n.locale && <span aria-hidden="true">✓</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
