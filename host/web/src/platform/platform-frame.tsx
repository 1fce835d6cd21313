import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useT } from '../kernel/kernel-context.js';
import { useApi, useAsync, useSession, useSessionUser, useSiteMode } from './hooks.js';
import { homePathOf } from './site-mode.js';
import { ProjectBinCount, SceneBinCount, UserMessages } from '../../../../sdk/contract/endpoints/index.js';
import { LanguageSelect } from './language-select.js';
import { currentProjectUuid } from './current-project.js';
import { useCurrentProject } from './use-current-project.js';
import { UploadProgress } from './upload-progress.js';
import { SessionNavigation } from './session-navigation.js';
import { LockOverlay } from './lock-overlay.js';
import { useUserImage } from './user-image.js';
import './platform.css';

/** Asks the frame's badges to refresh (after a delete, a restore, reading a message). */
export function refreshBadges(): void {
  window.dispatchEvent(new Event('kf:badges'));
}

function useBadgeTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    window.addEventListener('kf:badges', bump);
    return () => window.removeEventListener('kf:badges', bump);
  }, []);
  return tick;
}

/** The frame of the signed-in platform screens: top bar (navigation with badges, language, user menu), upload bar, lock (toasts come from the root layout). */
export function PlatformFrame({ children, testId }: { readonly children: ReactNode; readonly testId: string }) {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const tick = useBadgeTick();
  const mode = useSiteMode();
  const market = mode === 'market';
  const userImage = useUserImage(session);
  // A fresh login gets a current project, and a deleted one stops being current, on every platform screen.
  const live = useCurrentProject({ enabled: !market, silent: true });
  const project = currentProjectUuid(session) ?? live.data?.uuid;
  const binCount = useAsync(async () => {
    const [scenes, projects] = await Promise.all([
      api.call(SceneBinCount, {}, { silent: true }).catch(() => 0),
      api.call(ProjectBinCount, {}, { silent: true }).catch(() => 0),
    ]);
    return scenes + projects;
  }, [tick, user?.userId]);
  const unread = useAsync(async () => {
    if (!user) return 0;
    const reply = await api.call(UserMessages, { query: { userId: user.userId, page: 1, pageSize: 100 } }, { silent: true });
    return reply.unread;
  }, [tick, user?.userId]);
  const initial = (user?.nickname || user?.username || '?').slice(0, 1).toUpperCase();
  return (
    <div className="kf-frame" data-testid={`screen-${testId}`} data-site-mode={mode}>
      <SessionNavigation />
      <UploadProgress />
      <header className="kf-topbar">
        <NavLink to={homePathOf(mode)} className="kf-brand">
          <span className="kf-brand-mark" aria-hidden="true" />
          <span>{t('shell.productName')}</span>
        </NavLink>
        <nav className="kf-nav" aria-label={t('platform.nav.label')}>
          <NavLink to="/project" end data-testid="nav-projects">
            {t('platform.nav.projects')}
          </NavLink>
          {!market && project && (
            <NavLink to={`/scenes/${encodeURIComponent(project)}`} data-testid="nav-scenes">
              {t('platform.nav.scenes')}
            </NavLink>
          )}
          <NavLink to="/market" data-testid="nav-market">
            {t('platform.nav.market')}
          </NavLink>
          {/* The designer site's own screens; the market site (site-mode.ts) shows the market, designers' projects and messages. */}
          {!market && (
            <>
            <NavLink to="/myFiles" data-testid="nav-files">
              {t('platform.nav.files')}
            </NavLink>
            <NavLink to="/myPublications" data-testid="nav-publications">
              {t('platform.nav.publications')}
            </NavLink>
            <NavLink to="/subscription" data-testid="nav-subscription">
              {t('platform.nav.subscription')}
            </NavLink>
            <NavLink to="/recycleBin" data-testid="nav-bin">
              {t('platform.nav.bin')}
              {!!binCount.data && (
                <span className="kf-badge muted" data-testid="bin-count" aria-label={t('platform.bin.countLabel', { count: binCount.data })}>
                  {binCount.data}
                </span>
              )}
            </NavLink>
            </>
          )}
          <NavLink to="/notifications" data-testid="nav-notifications">
            {t('platform.nav.notifications')}
            {!!unread.data && (
              <span className="kf-badge" data-testid="unread-count" aria-label={t('platform.notifications.unreadLabel', { count: unread.data })}>
                {unread.data}
              </span>
            )}
          </NavLink>
          {user?.manager && (
            <NavLink to="/outbox" data-testid="nav-outbox">
              {t('platform.nav.outbox')}
            </NavLink>
          )}
        </nav>
        <div className="kf-topbar-end">
          <LanguageSelect />
          <NavLink to="/userSettings" className="kf-user-chip" data-testid="nav-settings" title={t('platform.nav.settings')}>
            <span className="kf-avatar" aria-hidden="true">
              {userImage ? <img src={userImage} alt="" /> : initial}
            </span>
            <span className="kf-visually-hidden">{t('platform.nav.settings')}</span>
          </NavLink>
          <button type="button" className="kf-btn small" data-testid="lock" onClick={() => void session.setLocked(true).catch(() => undefined)}>
            {t('platform.lock')}
          </button>
          <button
            type="button"
            className="kf-btn small"
            data-testid="logout"
            onClick={async () => {
              await session.logout();
              navigate('/', { replace: true });
            }}
          >
            {t('platform.logout')}
          </button>
        </div>
      </header>
      <main className="kf-page">{children}</main>
      {user?.locked && <LockOverlay />}
    </div>
  );
}
