import { useT } from '../../kernel/kernel-context.js';
import { UpdateUser } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi, useNotify } from '../../platform/hooks.js';
import { LanguageSelect } from '../../platform/language-select.js';

/** Privacy settings: the single-session policy and the language. */
export function PrivacySection({ id, singleSession, onSingleSession }: { readonly id: string; readonly singleSession: boolean; readonly onSingleSession: (value: boolean) => void }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  return (
    <section className="kf-section" aria-labelledby={`${id}-privacy`}>
      <h2 id={`${id}-privacy`}>{t('platform.settings.privacy')}</h2>
      <label className="kf-row" style={{ marginBottom: 12 }}>
        <input
          type="checkbox"
          checked={singleSession}
          data-testid="settings-single-session"
          onChange={async (e) => {
            const value = e.target.checked;
            onSingleSession(value);
            try {
              await api.call(UpdateUser, { body: { singleSession: value } });
              notify?.success(t('platform.settings.saved'));
            } catch {
              onSingleSession(!value);
            }
          }}
        />
        <span>{t('platform.settings.singleSession')}</span>
      </label>
      <div className="kf-field" style={{ maxWidth: 240 }}>
        <label htmlFor={`${id}-lang`}>{t('platform.language')}</label>
        <LanguageSelect id={`${id}-lang`} />
      </div>
    </section>
  );
}
