import { useEffect, useState } from 'react';
import { ApiService } from '../../../../../sdk/index.js';
import { LoadPublishedLogo } from '../../../../../sdk/contract/endpoints/index.js';
import type { PublishedScene } from '../../../../../sdk/contract/publish-link.js';
import { useService, useT } from '../../kernel/kernel-context.js';
import { useTakeOverFirstLoadingPage } from './first-loading-page.js';

/**
 * How long a link's own loading page stays at least (ms), so visitors read the owner's brand even when the scene is
 * ready at once; the default loader leaves as soon as the scene is ready.
 */
export const OWN_LOADING_PAGE_MS = 1500;

/**
 * What a visitor sees over the canvas while a link's scene loads (docs/publishing.md "Gated by plan"): the owner's own
 * loading page (logo, text, colours; professional owners only, the server decides) or the default loader. Clicks go
 * through to the canvas; it leaves when the scene is ready. It takes over the same page the server put into the first HTML.
 */
export function LinkLoadingPage({ scene, sceneReady }: { readonly scene: PublishedScene; readonly sceneReady: boolean }) {
  const t = useT();
  const api = useService(ApiService);
  const own = scene.loadingPage;
  useTakeOverFirstLoadingPage();
  const [held, setHeld] = useState(own !== null);
  useEffect(() => {
    if (own === null) return;
    const timer = setTimeout(() => setHeld(false), OWN_LOADING_PAGE_MS);
    return () => clearTimeout(timer);
  }, [own]);
  if (sceneReady && !held) return null;
  if (own === null) {
    return <div className="kf-link-loading" role="status" aria-live="polite" data-testid="published-loading" data-kind="default">{t('player.loading')}</div>;
  }
  const logo = own.logo === null ? undefined : own.logo.kind === 'https' ? own.logo.url
    : `${api.baseUrl}/api${LoadPublishedLogo.path}?visit=${encodeURIComponent(scene.visit)}`;
  return (
    <div className="kf-link-loading kf-link-loading-own" role="status" aria-live="polite" data-testid="published-loading" data-kind="own" style={{ background: own.background, color: own.color }}>
      {logo && <img src={logo} alt="" className="kf-link-loading-logo" data-testid="published-loading-logo" referrerPolicy="no-referrer" />}
      {own.text && <p data-testid="published-loading-text">{own.text}</p>}
      <span className="kf-link-loading-bar" style={{ background: own.color }} aria-hidden="true" />
      <span className="kf-visually-hidden">{t('player.loading')}</span>
    </div>
  );
}
