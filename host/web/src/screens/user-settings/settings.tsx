import { useEffect, useId, useState } from 'react';
import { useT } from '../../kernel/kernel-context.js';
import { FindUser, FindUserImage } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi, useAsync, useSession } from '../../platform/hooks.js';
import { changeUserImage } from '../../platform/user-image.js';
import { PasswordSection } from './password-section.js';
import { PrivacySection } from './privacy-section.js';
import { ProfileSection } from './profile-section.js';

/** User settings: profile, password and privacy; the server's field errors are shared by the profile and password forms. */
export function Settings() {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const id = useId();
  const profile = useAsync(() => api.call(FindUser), []);
  const [singleSession, setSingleSession] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (profile.data) setSingleSession(profile.data.singleSession);
  }, [profile.data]);
  useEffect(() => {
    api.call(FindUserImage, {}, { silent: true }).then(
      (reply) => changeUserImage(session, reply.image ?? undefined),
      () => undefined,
    );
  }, [api, session]);
  return (
    <>
      <div className="kf-page-head">
        <h1>{t('platform.nav.settings')}</h1>
      </div>
      <ProfileSection id={id} profile={profile.data} serverErrors={serverErrors} onServerErrors={setServerErrors} />
      <PasswordSection id={id} serverErrors={serverErrors} onServerErrors={setServerErrors} />
      <PrivacySection id={id} singleSession={singleSession} onSingleSession={setSingleSession} />
    </>
  );
}
