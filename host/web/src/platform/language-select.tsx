import { useState } from 'react';
import { I18nService, LOCALES, type LocaleId } from '../../../../sdk/index.js';
import { useOptionalService, useT } from '../kernel/kernel-context.js';
import { ConfirmDialog } from './dialog.js';

const NAMES: Record<LocaleId, string> = { en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文' };

/** The interface-language picker: asks for confirmation, then keeps the choice and reloads. */
export function LanguageSelect({ id }: { readonly id?: string }) {
  const i18n = useOptionalService(I18nService);
  const t = useT();
  const [pending, setPending] = useState<{ locale: LocaleId; resolve: (ok: boolean) => void } | undefined>();
  const current = i18n?.locale ?? 'zh-CN';
  return (
    <>
      <select
        id={id}
        className="kf-select kf-lang"
        aria-label={t('platform.language')}
        data-testid="language-select"
        value={current}
        onChange={(event) => {
          const locale = event.target.value as LocaleId;
          void i18n?.switchLocale(locale, () => new Promise<boolean>((resolve) => setPending({ locale, resolve })));
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {NAMES[locale]}
          </option>
        ))}
      </select>
      {pending && (
        <ConfirmDialog
          title={t('platform.language')}
          message={t('platform.switchLanguageConfirm', { language: NAMES[pending.locale] })}
          onConfirm={() => pending.resolve(true)}
          onClose={() => {
            pending.resolve(false);
            setPending(undefined);
          }}
        />
      )}
    </>
  );
}
