import type { ScreenProps } from '../../routes/screen-props.js';
import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { MarketBrowser } from './market-browser.js';
import { MarketItemPage } from './market-item-page.js';
import './market.css';

/** The market (/market): scenes designers uploaded, searched and filtered; /market/:id is one scene's page. */
export default function MarketScreen({ params }: ScreenProps) {
  return (
    <RequireSession>
      <PlatformFrame testId="market">{params.sceneId ? <MarketItemPage marketId={params.sceneId} /> : <MarketBrowser />}</PlatformFrame>
    </RequireSession>
  );
}
