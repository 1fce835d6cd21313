import { useMemo, useState } from 'react';
import type { PublishedScene } from '../../../../../sdk/contract/publish-link.js';
import type { ScenePlayerProbe } from '../preview/player-stage.js';
import { LazyPlayerStage as PlayerStage } from '../preview/lazy-player-stage.js';
import { LinkLoadingPage } from '../preview/link-loading-page.js';
import { playableOf, PublishedWatermark } from '../preview/published-link.js';
import { PresenterControls } from './presenter-controls.js';

/** An opened publish link presented: the published version in the player, with the presenter's bar over it. */
export function PresenterStage({ published }: { readonly published: PublishedScene }) {
  const playable = useMemo(() => playableOf(published), [published]);
  const [player, setPlayer] = useState<ScenePlayerProbe>();
  return (
    <PlayerStage scene={playable} ticket="" visit={published.visit} showConsole={false} onReady={setPlayer} loading={(ready) => <LinkLoadingPage scene={published} sceneReady={ready} />}>
      <PublishedWatermark scene={published} />
      {player ? <PresenterControls player={player} /> : null}
    </PlayerStage>
  );
}
