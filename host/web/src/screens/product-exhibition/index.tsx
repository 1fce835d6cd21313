import { useMemo } from 'react';
import type { PublishedScene } from '../../../../../sdk/contract/publish-link.js';
import type { ScreenProps } from '../../routes/screen-props.js';
import { LazyPlayerStage as PlayerStage } from '../preview/lazy-player-stage.js';
import { LinkLoadingPage } from '../preview/link-loading-page.js';
import { ClosedLinkPage, playableOf, PublishedLink, PublishedWatermark } from '../preview/published-link.js';
import { ExhibitionPanel } from './exhibition-panel.js';
import '../preview/player.css';
import './exhibition.css';

/** The short key of the page: `/productExhibition/presenter/:shortKey`, or `/productExhibition?link=<shortKey>`. */
function shortKeyOf(params: ScreenProps['params']): string {
  if (params.shortKey !== undefined) return params.shortKey;
  return new URLSearchParams(globalThis.location?.search ?? '').get('link') ?? '';
}

/**
 * Product exhibition (spec 000 §2, docs/publishing.md): a publish link's scene as a product configurator. The link is
 * opened as the published viewer opens it (one visit, password, closed pages); the scene's exposed properties become
 * controls beside the view, and changing one changes the product in this browser only.
 */
export default function ProductExhibitionScreen({ params }: ScreenProps) {
  const shortKey = shortKeyOf(params);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(shortKey)) return <ClosedLinkPage problem="notFound" />;
  return <PublishedLink shortKey={shortKey}>{(scene) => <Exhibition scene={scene} />}</PublishedLink>;
}

function Exhibition({ scene }: { readonly scene: PublishedScene }) {
  const playable = useMemo(() => playableOf(scene), [scene]);
  return (
    <PlayerStage
      scene={playable} ticket="" visit={scene.visit} showConsole={false} aside={(kernel) => <ExhibitionPanel kernel={kernel} title={scene.title} />}
      loading={(ready) => <LinkLoadingPage scene={scene} sceneReady={ready} />}
    >
      <PublishedWatermark scene={scene} />
    </PlayerStage>
  );
}
