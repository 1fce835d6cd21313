import { useEffect, useId, useRef, useState } from 'react';
import { AccountRule, fieldRuleErrors, MailboxRule, NameRule, PasswordChangeForm, PhoneRule } from '../../../../../sdk/contract/account-rules.js';
import type { ApiError } from '../../../../../sdk/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { useApi, useAsync, useNotify, useSession } from '../../platform/hooks.js';
import { LanguageSelect } from '../../platform/language-select.js';
import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { UploadProgress } from '../../platform/upload-progress.js';
import { changeUserImage, useUserImage } from '../../platform/user-image.js';

/** A plan's name in the user's language (a plan the texts do not know shows as the server names it). */
function planTitle(t: (key: string) => string, plan: string): string {
  const key = `platform.plan.${plan}`;
  const text = t(key);
  return text === key ? plan : text;
}

interface Profile {
  userId: string;
  username: string;
  nickname: string;
  mailbox: string;
  phone: string;
  company: string;
  city: string;
  position: string;
  planName: string;
  singleSession: boolean;
}

const PROFILE_FIELDS = [
  { name: 'nickname', label: 'platform.register.nickname', rule: NameRule },
  { name: 'mailbox', label: 'platform.register.mailbox', rule: MailboxRule },
  { name: 'phone', label: 'platform.register.phone', rule: PhoneRule },
  { name: 'company', label: 'platform.register.company', rule: NameRule },
  { name: 'city', label: 'platform.register.city', rule: NameRule },
  { name: 'position', label: 'platform.register.position', rule: NameRule },
] as const;

type ProfileField = (typeof PROFILE_FIELDS)[number]['name'];

function Field({ id, label, value, error, type = 'text', onChange, testId, autoComplete }: { readonly id: string; readonly label: string; readonly value: string; readonly error?: string; readonly type?: string; readonly onChange: (v: string) => void; readonly testId: string; readonly autoComplete?: string }) {
  return (
    <div className="kf-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="kf-input" type={type} value={value} autoComplete={autoComplete} aria-invalid={!!error} aria-describedby={error ? `${id}-e` : undefined} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      {error && (
        <span id={`${id}-e`} className="kf-field-error" data-testid={`${testId}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

function Settings() {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const id = useId();
  const avatarInput = useRef<HTMLInputElement>(null);
  const profile = useAsync(() => api.repo<Profile>({ method: 'GET', path: '/repo/kf-customer/find-user' }), []);
  const [form, setForm] = useState<Record<ProfileField, string>>({ nickname: '', mailbox: '', phone: '', company: '', city: '', position: '' });
  const [singleSession, setSingleSession] = useState(false);
  const image = useUserImage(session);
  const [pw, setPw] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [pwTouched, setPwTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const p = profile.data;
    if (!p) return;
    setForm({ nickname: p.nickname, mailbox: p.mailbox, phone: p.phone, company: p.company, city: p.city, position: p.position });
    setSingleSession(p.singleSession);
  }, [profile.data]);
  useEffect(() => {
    api.repo<{ image: string | null }>({ method: 'GET', path: '/repo/kf-customer/find-user-image', silent: true }).then(
      (reply) => changeUserImage(session, reply.image ?? undefined),
      () => undefined,
    );
  }, [api, session]);
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const result = field.rule.safeParse(form[field.name]);
    if (!result.success) errors[field.name] = result.error.issues[0].message;
  }
  const pwErrors = pwTouched ? fieldRuleErrors(PasswordChangeForm, pw) : {};
  if (pwTouched && !pwErrors.confirmPassword && pw.confirmPassword && pw.confirmPassword !== pw.newPassword) pwErrors.confirmPassword = AccountRule.confirmMismatch;
  const rule = (key?: string) => (key ? t(`platform.rule.${key}`) : undefined);
  const editPassword = (field: keyof typeof pw, value: string) => {
    setPw((p) => ({ ...p, [field]: value }));
    setPwTouched(true);
    setServerErrors((errors) => {
      const next = { ...errors };
      delete next[field];
      return next;
    });
  };

  return (
    <>
      <div className="kf-page-head">
        <h1>{t('platform.nav.settings')}</h1>
      </div>
      <section className="kf-section" aria-labelledby={`${id}-profile`}>
        <h2 id={`${id}-profile`}>{t('platform.settings.profile')}</h2>
        <div className="kf-row" style={{ marginBottom: 16, gap: 14 }}>
          <span className="kf-avatar" style={{ width: 56, height: 56, fontSize: 22 }} aria-hidden="true">
            {image ? <img src={image} alt="" /> : (profile.data?.nickname ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <div>
            <div style={{ fontWeight: 600 }}>{profile.data?.username}</div>
            <div className="kf-caption">{t('platform.settings.plan', { plan: planTitle(t, profile.data?.planName ?? '') })}</div>
          </div>
          <button type="button" className="kf-btn" onClick={() => avatarInput.current?.click()} data-testid="avatar-upload">
            {t('platform.settings.avatar')}
          </button>
          <input
            ref={avatarInput}
            type="file"
            accept=".png,.jpg,.jpeg,.gif,.webp,.bmp"
            hidden
            aria-label={t('platform.settings.avatar')}
            data-testid="avatar-input"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const form = new FormData();
              form.append('file', file);
              try {
                const reply = await api.upload<{ image: string | null }>('/repo/kf-customer/update-user-image', form);
                changeUserImage(session, reply.image ?? undefined);
                notify?.success(t('platform.settings.avatarSaved'));
              } catch {
                // Shown by the api service.
              }
            }}
          />
        </div>
        <UploadProgress inline />
        <div className="kf-form-grid">
          {PROFILE_FIELDS.map((field) => (
            <Field
              key={field.name}
              id={`${id}-${field.name}`}
              label={t(field.label)}
              value={form[field.name]}
              error={rule(errors[field.name]) ?? serverErrors[field.name]}
              onChange={(v) => setForm((f) => ({ ...f, [field.name]: v }))}
              testId={`settings-${field.name}`}
            />
          ))}
        </div>
        <button
          type="button"
          className="kf-btn primary"
          disabled={Object.keys(errors).length > 0}
          data-testid="settings-save-profile"
          onClick={async () => {
            try {
              await api.repo({ method: 'POST', path: '/repo/kf-customer/update-user', body: form });
              setServerErrors({});
              notify?.success(t('platform.settings.saved'));
            } catch (error) {
              setServerErrors({ ...((error as ApiError).fieldErrors ?? {}) });
            }
          }}
        >
          {t('platform.save')}
        </button>
      </section>
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
              await api.repo({ method: 'POST', path: '/repo/kf-customer/update-user', body: pw });
              setPw({ oldPassword: '', newPassword: '', confirmPassword: '' });
              setPwTouched(false);
              notify?.success(t('platform.settings.passwordSaved'));
            } catch (error) {
              setServerErrors({ ...((error as ApiError).fieldErrors ?? {}) });
            }
          }}
        >
          {t('platform.settings.changePassword')}
        </button>
      </section>
      <section className="kf-section" aria-labelledby={`${id}-privacy`}>
        <h2 id={`${id}-privacy`}>{t('platform.settings.privacy')}</h2>
        <label className="kf-row" style={{ marginBottom: 12 }}>
          <input
            type="checkbox"
            checked={singleSession}
            data-testid="settings-single-session"
            onChange={async (e) => {
              const value = e.target.checked;
              setSingleSession(value);
              try {
                await api.repo({ method: 'POST', path: '/repo/kf-customer/update-user', body: { singleSession: value } });
                notify?.success(t('platform.settings.saved'));
              } catch {
                setSingleSession(!value);
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
    </>
  );
}

/** User settings and privacy settings: profile, avatar, password change, single-session policy, language. */
export default function UserSettingsScreen() {
  return (
    <RequireSession>
      <PlatformFrame testId="user-settings">
        <Settings />
      </PlatformFrame>
    </RequireSession>
  );
}
