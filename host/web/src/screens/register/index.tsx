import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AccountRule, fieldRuleErrors, RegisterForm } from '../../../../../sdk/contract/account-rules.js';
import { Register, SendEmailCode } from '../../../../../sdk/contract/endpoints/index.js';
import type { ApiError } from '../../../../../sdk/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { AuthLayout } from '../../platform/auth-layout.js';
import { useApi, useNotify, useSession } from '../../platform/hooks.js';

type Field = keyof RegisterForm;
const FIELDS: readonly { name: Field; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'username', label: 'platform.register.username', autoComplete: 'username' },
  { name: 'nickname', label: 'platform.register.nickname', autoComplete: 'nickname' },
  { name: 'password', label: 'platform.password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'platform.register.confirmPassword', type: 'password', autoComplete: 'new-password' },
  { name: 'mailbox', label: 'platform.register.mailbox', type: 'email', autoComplete: 'email' },
  { name: 'code', label: 'platform.register.code', autoComplete: 'one-time-code' },
  { name: 'company', label: 'platform.register.company', autoComplete: 'organization' },
  { name: 'city', label: 'platform.register.city', autoComplete: 'address-level2' },
  { name: 'phone', label: 'platform.register.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'position', label: 'platform.register.position', autoComplete: 'organization-title' },
];
const EMPTY: Record<Field, string> = { username: '', nickname: '', password: '', confirmPassword: '', mailbox: '', code: '', company: '', city: '', phone: '', position: '' };

/** Every rule of spec 000 §5 per field (the confirmation is checked even while other fields are wrong). */
export function registerErrors(form: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = fieldRuleErrors(RegisterForm, form);
  if (!errors.confirmPassword && form.confirmPassword && form.confirmPassword !== form.password) errors.confirmPassword = AccountRule.confirmMismatch;
  return errors;
}

/** The registration screen: every rule shown next to its field before anything is sent. */
export default function RegisterScreen() {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const id = useId();
  const [form, setForm] = useState<Record<Field, string>>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const errors = registerErrors(form);
  const show = (field: Field) => (touched[field] ? (errors[field] ? t(`platform.rule.${errors[field]}`) : serverErrors[field]) : undefined);

  const sendCode = async () => {
    setTouched((s) => ({ ...s, mailbox: true }));
    if (errors.mailbox) return;
    try {
      await api.call(SendEmailCode, { body: { mailbox: form.mailbox.trim() } });
      setCodeSent(true);
    } catch {
      // Shown by the api service.
    }
  };

  return (
    <AuthLayout testId="register" wide>
      <h1>{t('platform.register.title')}</h1>
      <p className="kf-subtitle">{t('platform.register.subtitle')}</p>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setTouched(Object.fromEntries(FIELDS.map((f) => [f.name, true])));
          if (Object.keys(errors).length > 0) return;
          setBusy(true);
          setServerErrors({});
          try {
            // Registration replies the new user without a token: sign in with the new account.
            await api.call(Register, { body: form });
            await session.login(form.username.trim(), form.password);
            notify?.success(t('platform.register.done'));
            navigate('/project', { replace: true });
          } catch (error) {
            setServerErrors(((error as ApiError).fieldErrors ?? {}) as Partial<Record<Field, string>>);
            setBusy(false);
          }
        }}
      >
        <div className="kf-form-grid">
          {FIELDS.map((field) => {
            const message = show(field.name);
            const inputId = `${id}-${field.name}`;
            return (
              <div className="kf-field" key={field.name}>
                <label htmlFor={inputId}>{t(field.label)}</label>
                <div className="kf-row">
                  <input
                    id={inputId}
                    className="kf-input"
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    value={form[field.name]}
                    aria-invalid={!!message}
                    aria-describedby={message ? `${inputId}-error` : undefined}
                    data-testid={`register-${field.name}`}
                    onChange={(e) => setForm((f) => ({ ...f, [field.name]: e.target.value }))}
                    onBlur={() => setTouched((s) => ({ ...s, [field.name]: true }))}
                  />
                  {field.name === 'code' && (
                    <button type="button" className="kf-btn" onClick={sendCode} data-testid="register-send-code">
                      {t('platform.register.sendCode')}
                    </button>
                  )}
                </div>
                {message && (
                  <span id={`${inputId}-error`} className="kf-field-error" data-testid={`register-${field.name}-error`}>
                    {message}
                  </span>
                )}
                {field.name === 'code' && codeSent && <span className="kf-field-hint">{t('platform.register.codeSent', { mailbox: form.mailbox })}</span>}
              </div>
            );
          })}
        </div>
        <button type="submit" className="kf-btn primary block" disabled={busy} data-testid="register-submit">
          {t('platform.register.submit')}
        </button>
      </form>
      <div className="kf-auth-links">
        <Link to="/">{t('platform.register.haveAccount')}</Link>
      </div>
    </AuthLayout>
  );
}
