import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, ApiService } from '../../../../../sdk/index.js';
import type { PublishedScene } from '../../../../../sdk/contract/publish-link.js';
import { ShortLinkStatus } from '../../../../../sdk/contract/viewer-statuses.js';
import { OpenShortLink } from '../../../../../sdk/contract/endpoints/index.js';
import { useService, useT } from '../../kernel/kernel-context.js';
import { LanguageMenu } from '../../overlays/language-menu.js';
import { PlayerError } from './player-error.js';
import { preloadPlayerStage } from './lazy-player-stage.js';
import { useTakeOverFirstLoadingPage } from './first-loading-page.js';
import { takeOpeningAhead } from './link-head-start.js';

export { playableOf } from './playable.js';

/** Why a link shows no scene. */
export type LinkProblem = 'notFound' | 'takenDown' | 'expired' | 'throttled' | 'failed';

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'password'; readonly wrong: boolean }
  | { readonly kind: 'closed'; readonly problem: LinkProblem; readonly message?: string }
  | { readonly kind: 'open'; readonly scene: PublishedScene };

function problemOf(error: unknown): Phase {
  if (error instanceof ApiError) {
    const data = error.data as { passwordRequired?: boolean; state?: string } | undefined;
    if (error.status === ShortLinkStatus.password && data?.passwordRequired) return { kind: 'password', wrong: false };
    if (error.status === ShortLinkStatus.gone) return { kind: 'closed', problem: data?.state === 'takenDown' ? 'takenDown' : 'expired' };
    if (error.status === ShortLinkStatus.notFound || error.status === 400) return { kind: 'closed', problem: 'notFound' };
    if (error.status === ShortLinkStatus.throttled) return { kind: 'closed', problem: 'throttled' };
  }
  return { kind: 'closed', problem: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** A page of the published viewer without the scene: the language menu, a title and one text or form. */
export function LinkPage({ kind, children }: { readonly kind: string; readonly children: ReactNode }) {
  const t = useT();
  return (
    <main className="kf-player-error" data-testid="published-page" data-kind={kind}>
      <div className="kf-player-error-language"><LanguageMenu /></div>
      <h1>{t('published.title')}</h1>
      {children}
    </main>
  );
}

/** The page of a link that shows no scene (not found, taken down, expired or used up, throttled, failed). */
export function ClosedLinkPage({ problem, message }: { readonly problem: LinkProblem; readonly message?: string }) {
  const t = useT();
  if (problem === 'failed') return <PlayerError kind="failed" message={message} />;
  return <LinkPage kind={problem}><p role="alert">{t(`published.${problem}`)}</p></LinkPage>;
}

/**
 * Opens a publish link for every view of it (the published viewer, the product exhibition): one `shortLink` call per
 * page (one visit), the loading page, the password form (a wrong password says so), the closed link's page in the
 * visitor's language; once open, `children` draws the published scene.
 */
export function PublishedLink({ shortKey, children }: { readonly shortKey: string; readonly children: (scene: PublishedScene) => ReactNode }) {
  const t = useT();
  const api = useService(ApiService);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [password, setPassword] = useState('');
  const opened = useRef('');

  const openLink = (pwd?: string) => {
    setPhase({ kind: 'loading' });
    // The page's entry may have opened the link already (link-head-start.ts): that opening is this one.
    const ahead = pwd === undefined ? takeOpeningAhead(shortKey) : undefined;
    (ahead ?? api.call(OpenShortLink, { params: { code: shortKey }, query: pwd === undefined ? {} : { pwd } }, { silent: true })).then(
      (scene) => setPhase({ kind: 'open', scene }),
      (error: unknown) => {
        const next = problemOf(error);
        setPhase(next.kind === 'password' && pwd !== undefined ? { kind: 'password', wrong: true } : next);
      },
    );
  };

  useEffect(() => {
    if (opened.current === shortKey) return;
    opened.current = shortKey;
    openLink();
    // The player's code comes while the link's request is in flight.
    preloadPlayerStage();
  }, [shortKey]);

  // The password form and a closed link's page replace the server's loading page (the server sends none for such a
  // link, but its state may have changed in between); an open link's loading page takes it over (LinkLoadingPage).
  useTakeOverFirstLoadingPage(phase.kind === 'password' || phase.kind === 'closed');

  useEffect(() => {
    if (phase.kind === 'open') document.title = phase.scene.title;
  }, [phase]);

  // Nothing to see until the link answers: its owner may have a loading page of their own (logo, text, colours), and the
  // default loader shown first would flash before it. The loading page (own or default) comes with the scene.
  if (phase.kind === 'loading') return <main className="kf-player kf-player-loading" data-testid="screen-preview" aria-busy="true" aria-label={t('player.loading')} />;
  if (phase.kind === 'closed') return <ClosedLinkPage problem={phase.problem} message={phase.message} />;
  if (phase.kind === 'password') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (password !== '') openLink(password);
    };
    return (
      <LinkPage kind="password">
        <form className="kf-published-password" onSubmit={submit}>
          <label>
            {t('published.passwordPrompt')}
            <input type="password" value={password} maxLength={64} autoFocus data-testid="published-password" onChange={(e) => setPassword(e.target.value)} />
          </label>
          <button type="submit" data-testid="published-open">{t('published.open')}</button>
          {phase.wrong ? <p role="alert">{t('published.wrongPassword')}</p> : null}
        </form>
      </LinkPage>
    );
  }
  return <>{children(phase.scene)}</>;
}

/** The free plan's "Made with Scene Designer" mark in a corner (docs/publishing.md), when the link carries it. */
export function PublishedWatermark({ scene }: { readonly scene: PublishedScene }) {
  const t = useT();
  return scene.watermark ? <div className="kf-published-watermark" data-testid="published-watermark">{t('published.watermark')}</div> : null;
}
