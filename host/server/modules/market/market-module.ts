import type { RouteKit } from '../../http/route-kit.js';
import { marketMessages } from './market-messages.js';
import { marketBrowseRoutes } from './market-browse-routes.js';
import { marketUploadRoutes } from './market-upload-routes.js';
import { marketSceneRoutes } from './market-scene-routes.js';

/** The market (docs/market.md): scenes uploaded to the market, browsed, searched, opened and copied. */
export function marketModule(kit: RouteKit): void {
  kit.messages(marketMessages);
  marketBrowseRoutes(kit);
  marketUploadRoutes(kit);
  marketSceneRoutes(kit);
}
