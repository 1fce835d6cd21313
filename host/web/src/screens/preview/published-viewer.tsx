import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiError, ApiService } from '../../../../../sdk/index.js';
import { ShortLinkStatus, type PublishedScene } from '../../../../../sdk/contract/publish-link.js';
import { OpenShortLink } from '../../../../../sdk/contract/endpoints/index.js';
import { useService, useT } from '../../kernel/kernel-context.js';
import { LanguageMenu } from '../../overlays/language-menu.js';
import { PlayerError } from './player-error.js';
import { PlayerStage } from './player-stage.js';
import { LinkReactions } from './link-reactions.js';

/** Why a link shows no scene. */
type LinkProblem = 'notFound' | 'takenDown' | 'expired' | 'throttled' | 'failed';

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
function LinkPage({ kind, children }: { readonly kind: string; readonly children: React.ReactNode }) {
  const t = useT();
  return (
    <main className="kf-player-error" data-testid="published-page" data-kind={kind}>
      <div className="kf-player-error-language"><LanguageMenu /></div>
      <h1>{t('published.title')}</h1>
      {children}
    </main>
  );
}

/**
 * A publish link opened by anyone (`/preview/:shortKey`, docs/publishing.md): asks for the password when the link has
 * one, explains a closed link in the visitor's language, and otherwise plays the published version in the player.
 * The link is opened once per page (one visit); the scene's assets are read with the visit ticket it returns.
 */
export function PublishedViewer({ shortKey }: { readonly shortKey: string }) {
  const t = useT();
  const api = useService(ApiService);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [password, setPassword] = useState('');
  const opened = useRef('');

  const openLink = (pwd?: string) => {
    setPhase({ kind: 'loading' });
    api.call(OpenShortLink, { params: { code: shortKey }, query: pwd === undefined ? {} : { pwd } }, { silent: true }).then(
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
  }, [shortKey]);

  useEffect(() => {
    if (phase.kind === 'open') document.title = phase.scene.title;
  }, [phase]);

  // One object per opened link: the player restarts whenever its scene prop changes identity.
  const published = phase.kind === 'open' ? phase.scene : undefined;
  const playable = useMemo(() => published && {
    uuid: published.linkUuid, projectUuid: '', name: published.title, version: published.version, content: published.content, logic: published.logic, data: published.data,
  }, [published]);

  if (phase.kind === 'loading') return <main className="kf-player kf-player-loading" data-testid="screen-preview" aria-busy="true">{t('player.loading')}</main>;
  if (phase.kind === 'closed') {
    if (phase.problem === 'failed') return <PlayerError kind="failed" message={phase.message} />;
    return <LinkPage kind={phase.problem}><p role="alert">{t(`published.${phase.problem}`)}</p></LinkPage>;
  }
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
  const scene = phase.scene;
  return (
    <PlayerStage scene={playable!} ticket="" visit={scene.visit} showConsole={false}>
      {scene.watermark ? <div className="kf-published-watermark" data-testid="published-watermark">{t('published.watermark')}</div> : null}
      <LinkReactions linkUuid={scene.linkUuid} shortKey={scene.shortKey} likes={scene.likes} favorites={scene.favorites} />
    </PlayerStage>
  );
}
