import { useMemo } from 'react';
import type { PublishedScene } from '../../../../../sdk/contract/publish-link.js';
import { LazyPlayerStage as PlayerStage } from './lazy-player-stage.js';
import { LinkReactions } from './link-reactions.js';
import { LinkLoadingPage } from './link-loading-page.js';
import { playableOf, PublishedLink, PublishedWatermark } from './published-link.js';

/**
 * A publish link opened by anyone (`/preview/:shortKey`, docs/publishing.md): asks for the password when the link has
 * one, explains a closed link in the visitor's language, and otherwise plays the published version in the player.
 * The link is opened once per page (one visit); the scene's assets are read with the visit ticket it returns.
 */
export function PublishedViewer({ shortKey }: { readonly shortKey: string }) {
  return <PublishedLink shortKey={shortKey}>{(scene) => <PublishedPlayer scene={scene} />}</PublishedLink>;
}

function PublishedPlayer({ scene }: { readonly scene: PublishedScene }) {
  const playable = useMemo(() => playableOf(scene), [scene]);
  return (
    <PlayerStage scene={playable} ticket="" visit={scene.visit} showConsole={false} loading={(ready) => <LinkLoadingPage scene={scene} sceneReady={ready} />}>
      <PublishedWatermark scene={scene} />
      <LinkReactions linkUuid={scene.linkUuid} shortKey={scene.shortKey} likes={scene.likes} favorites={scene.favorites} />
    </PlayerStage>
  );
}
