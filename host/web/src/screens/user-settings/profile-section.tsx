import { useEffect, useState } from 'react';
import type { ApiError } from '../../../../../sdk/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { UpdateUser } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi, useNotify, useSession } from '../../platform/hooks.js';
import { UploadProgress } from '../../platform/upload-progress.js';
import { useUserImage } from '../../platform/user-image.js';
import { AvatarUpload } from './avatar-upload.js';
import { Field } from './field.js';
import { PROFILE_FIELDS, type Profile, type ProfileField } from './profile-fields.js';

/** A plan's name in the user's language (a plan the texts do not know shows as the server names it). */
function planTitle(t: (key: string) => string, plan: string): string {
  const key = `platform.plan.${plan}`;
  const text = t(key);
  return text === key ? plan : text;
}

/** The profile: avatar, user name, plan and the editable fields, checked here and on the server. */
export function ProfileSection({ id, profile, serverErrors, onServerErrors }: { readonly id: string; readonly profile: Profile | undefined; readonly serverErrors: Record<string, string>; readonly onServerErrors: (update: (errors: Record<string, string>) => Record<string, string>) => void }) {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const image = useUserImage(session);
  const [form, setForm] = useState<Record<ProfileField, string>>({ nickname: '', mailbox: '', phone: '', company: '', city: '', position: '' });
  useEffect(() => {
    if (!profile) return;
    setForm({ nickname: profile.nickname, mailbox: profile.mailbox, phone: profile.phone, company: profile.company, city: profile.city, position: profile.position });
  }, [profile]);
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const result = field.rule.safeParse(form[field.name]);
    if (!result.success) errors[field.name] = result.error.issues[0].message;
  }
  const rule = (key?: string) => (key ? t(`platform.rule.${key}`) : undefined);
  return (
    <section className="kf-section" aria-labelledby={`${id}-profile`}>
      <h2 id={`${id}-profile`}>{t('platform.settings.profile')}</h2>
      <div className="kf-row" style={{ marginBottom: 16, gap: 14 }}>
        <span className="kf-avatar" style={{ width: 56, height: 56, fontSize: 22 }} aria-hidden="true">
          {image ? <img src={image} alt="" /> : (profile?.nickname ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <div>
          <div style={{ fontWeight: 600 }}>{profile?.username}</div>
          <div className="kf-caption">{t('platform.settings.plan', { plan: planTitle(t, profile?.planName ?? '') })}</div>
        </div>
        <AvatarUpload />
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
            await api.call(UpdateUser, { body: form });
            onServerErrors(() => ({}));
            notify?.success(t('platform.settings.saved'));
          } catch (error) {
            onServerErrors(() => ({ ...((error as ApiError).fieldErrors ?? {}) }));
          }
        }}
      >
        {t('platform.save')}
      </button>
    </section>
  );
}
