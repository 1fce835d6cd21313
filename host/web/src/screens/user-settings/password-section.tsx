import { useState } from 'react';
import { AccountRule, fieldRuleErrors, PasswordChangeForm } from '../../../../../sdk/contract/account-rules.js';
import type { ApiError } from '../../../../../sdk/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { UpdateUser } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi, useNotify } from '../../platform/hooks.js';
import { Field } from './field.js';

/** The password change: old, new and confirmation, checked here and on the server. */
export function PasswordSection({ id, serverErrors, onServerErrors }: { readonly id: string; readonly serverErrors: Record<string, string>; readonly onServerErrors: (update: (errors: Record<string, string>) => Record<string, string>) => void }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const [pw, setPw] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [pwTouched, setPwTouched] = useState(false);
  const pwErrors = pwTouched ? fieldRuleErrors(PasswordChangeForm, pw) : {};
  if (pwTouched && !pwErrors.confirmPassword && pw.confirmPassword && pw.confirmPassword !== pw.newPassword) pwErrors.confirmPassword = AccountRule.confirmMismatch;
  const rule = (key?: string) => (key ? t(`platform.rule.${key}`) : undefined);
  const editPassword = (field: keyof typeof pw, value: string) => {
    setPw((p) => ({ ...p, [field]: value }));
    setPwTouched(true);
    onServerErrors((errors) => {
      const next = { ...errors };
      delete next[field];
      return next;
    });
  };
  return (
    <section className="kf-section" aria-labelledby={`${id}-password`}>
      <h2 id={`${id}-password`}>{t('platform.settings.password')}</h2>
      <Field id={`${id}-old`} type="password" autoComplete="current-password" label={t('platform.settings.oldPassword')} value={pw.oldPassword} error={rule(pwErrors.oldPassword) ?? serverErrors.oldPassword} onChange={(v) => editPassword('oldPassword', v)} testId="settings-old-password" />
      <Field id={`${id}-new`} type="password" autoComplete="new-password" label={t('platform.settings.newPassword')} value={pw.newPassword} error={rule(pwErrors.newPassword) ?? serverErrors.newPassword} onChange={(v) => editPassword('newPassword', v)} testId="settings-new-password" />
      <Field id={`${id}-confirm`} type="password" autoComplete="new-password" label={t('platform.register.confirmPassword')} value={pw.confirmPassword} error={rule(pwErrors.confirmPassword) ?? serverErrors.confirmPassword} onChange={(v) => editPassword('confirmPassword', v)} testId="settings-confirm-password" />
      <button
        type="button"
        className="kf-btn primary"
        data-testid="settings-save-password"
        onClick={async () => {
          setPwTouched(true);
          if (Object.keys(fieldRuleErrors(PasswordChangeForm, pw)).length > 0) return;
          try {
            await api.call(UpdateUser, { body: pw });
            setPw({ oldPassword: '', newPassword: '', confirmPassword: '' });
            setPwTouched(false);
            notify?.success(t('platform.settings.passwordSaved'));
          } catch (error) {
            onServerErrors(() => ({ ...((error as ApiError).fieldErrors ?? {}) }));
          }
        }}
      >
        {t('platform.settings.changePassword')}
      </button>
    </section>
  );
}
