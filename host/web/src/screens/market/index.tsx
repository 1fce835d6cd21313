import type { ScreenProps } from '../../routes/screen-props.js';
import { PlatformFrame } from '../../platform/platform-frame.js';
import { RequireSession } from '../../platform/require-session.js';
import { ComponentLibsBrowser } from './component-libs-browser.js';
import { MarketBrowser } from './market-browser.js';
import { MarketTabs } from './market-tabs.js';
import { MarketItemPage } from './market-item-page.js';
import './market.css';

/** The market (/market): scenes designers uploaded, searched and filtered; /market/libraries the approved component libraries; /market/:id is one scene's page. */
export default function MarketScreen({ params, route }: ScreenProps) {
  const body = params.sceneId ? <MarketItemPage marketId={params.sceneId} /> : (
    <>
      <MarketTabs />
      {route.id === 'market-libraries' ? <ComponentLibsBrowser /> : <MarketBrowser />}
    </>
  );
  return (
    <RequireSession>
      <PlatformFrame testId="market">{body}</PlatformFrame>
    </RequireSession>
  );
}
