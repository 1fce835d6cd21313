import { useId, useState } from 'react';
import { useT } from '../kernel/kernel-context.js';
import { useSession, useSessionUser } from './hooks.js';

/** Covers the screen while the session is locked; the password unlocks it. */
export function LockOverlay() {
  const t = useT();
  const session = useSession();
  const user = useSessionUser();
  const id = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <div className="kf-lock" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="lock-overlay">
      <form
        className="kf-auth-card"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          try {
            await session.setLocked(false, password);
          } catch {
            // The api service showed why.
          } finally {
            setBusy(false);
          }
        }}
      >
        <h1 id={`${id}-title`}>{t('platform.locked.title')}</h1>
        <p className="kf-subtitle">{t('platform.locked.message', { name: user?.nickname || user?.username || '' })}</p>
        <div className="kf-field">
          <label htmlFor={id}>{t('platform.password')}</label>
          <input id={id} type="password" className="kf-input" value={password} autoComplete="current-password" onChange={(e) => setPassword(e.target.value)} data-testid="unlock-password" />
        </div>
        <button type="submit" className="kf-btn primary block" disabled={busy} data-testid="unlock">
          {t('platform.unlock')}
        </button>
      </form>
    </div>
  );
}
