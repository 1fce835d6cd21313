import { homePathOf, siteModeOfHost } from '../../platform/site-mode.js';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../routes/screen-props.js';
import { FROM_PARAM, sameSitePath } from '../../routes/page-navigation.js';
import { useObservable, useT } from '../../kernel/kernel-context.js';
import { useApi, useAsync, useSession } from '../../platform/hooks.js';
import { AuthLayout } from '../../platform/auth-layout.js';
import { loginCapabilities } from './login-capabilities.js';

/** The login screen ('/', '/login/:group/:role', '/login/:ticket', '/login/:group/:role/:ticket'). */
export default function LoginScreen({ params }: ScreenProps) {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useObservable(session.onDidChangeState, session.state);
  const accountId = useId();
  const passwordId = useId();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [ticketFailed, setTicketFailed] = useState(false);
  const ticketTried = useRef<string | undefined>(undefined);
  const capabilities = useAsync(() => loginCapabilities(api), [api]);
  // Where to go back to: the router's state, or `?from=` when a page without the router sent the visitor here.
  const from = (location.state as { from?: string } | null)?.from ?? sameSitePath(new URLSearchParams(location.search).get(FROM_PARAM));
  // No page to go back to: the site's home (the market on the market site's address, site-mode.ts).
  const target = from && from !== '/' ? from : homePathOf(siteModeOfHost(window.location.hostname));

  useEffect(() => {
    const ticket = params.ticket;
    if (!ticket || ticketTried.current === ticket) return;
    ticketTried.current = ticket;
    setBusy(true);
    session.loginWithTicket(ticket).then(
      () => navigate(target, { replace: true }),
      () => {
        setTicketFailed(true);
        setBusy(false);
      },
    );
  }, [params.ticket, session, navigate, target]);

  if (state !== 'anonymous' && !params.ticket) return <Navigate to={target} replace />;

  return (
    <AuthLayout testId="login">
      <h1>{t('platform.login.title')}</h1>
      <p className="kf-subtitle">{t('platform.login.subtitle')}</p>
      {params.group && params.role && <p className="kf-caption" data-testid="login-group-role">{t('platform.login.groupRole', { group: params.group, role: params.role })}</p>}
      {params.ticket && !ticketFailed && <p className="kf-caption" role="status">{t('platform.login.ticket')}</p>}
      {ticketFailed && <p className="kf-field-error" role="alert">{t('platform.login.ticketFailed')}</p>}
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!account.trim() || !password) return;
          setBusy(true);
          try {
            await session.login(account.trim(), password);
            navigate(target, { replace: true });
          } catch {
            setBusy(false);
          }
        }}
      >
        <div className="kf-field">
          <label htmlFor={accountId}>{t('platform.login.account')}</label>
          <input id={accountId} className="kf-input" autoComplete="username" value={account} onChange={(e) => setAccount(e.target.value)} data-testid="login-account" required />
        </div>
        <div className="kf-field">
          <label htmlFor={passwordId}>{t('platform.password')}</label>
          <input id={passwordId} type="password" className="kf-input" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="login-password" required />
        </div>
        <button type="submit" className="kf-btn primary block" disabled={busy} data-testid="login-submit">
          {t('platform.login.submit')}
        </button>
      </form>
      <div className="kf-auth-links">
        <Link to="/register" data-testid="register-link">
          {t('platform.login.register')}
        </Link>
      </div>
      {(capabilities.data?.scan || capabilities.data?.sso) && (
        <div className="kf-auth-alt">
          {capabilities.data.scan && (
            <a className="kf-btn" href={capabilities.data.scanUrl ?? '#'} data-testid="login-scan">
              {t('platform.login.scan')}
            </a>
          )}
          {capabilities.data.sso && (
            <a className="kf-btn" href={capabilities.data.ssoUrl ?? '#'} data-testid="login-sso">
              {t('platform.login.sso')}
            </a>
          )}
        </div>
      )}
    </AuthLayout>
  );
}
