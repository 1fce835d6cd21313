import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  CopyMarketSceneBody, MarketIdParams, MarketProjectRow, MarketLimits, MarketPage, MarketQuery, MarketScene, MarketScenesParams, MarketScenesQuery,
  MarketSyncStates, MarketSyncStatesParams, MarketSyncVo, UploadToMarketParams, UploadToMarketQuery,
} from '../market.js';
import { SceneRow } from '../scene.js';

// The market (spec 000 §2, §3 market query, §7; docs/market.md): browse, search and copy scenes uploaded to the market.

/** The projects a non-designer (market) user sees: designers' projects with scenes on the market. */
export const GetMarketProjects = defineEndpoint({
  method: 'GET', path: '/repo/kf-market/get-des-projects',
  reply: z.array(MarketProjectRow).max(MarketLimits.projects),
  summary: 'Designers\' projects with scenes on the market, most recently uploaded first',
});

/** The market: filtered, searched, sorted and paged (spec 000 §3 market query). */
export const GetAllMarket = defineEndpoint({
  method: 'GET', path: '/repo/kf-project/get-all-market', query: MarketQuery, reply: MarketPage,
  summary: 'Scenes on the market: the market query (keyword, filters All/mine/week/month, dates, category, group), sorted and paged',
});

/** The market's scenes of a page, by category and up to five name/value filters. */
export const FindMarketScenes = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/findAll/:page', params: MarketScenesParams, query: MarketScenesQuery, reply: MarketPage,
  summary: 'One page of market scenes by category and up to five name/value filters (findAll/{projectId} is the designer\'s)',
});

/** Upload one of the caller's saved scenes to the market, sync it to its latest version, or withdraw it. */
export const UploadToMarket = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/mk/upload-to-market/:sceneUuid/:action', params: UploadToMarketParams, query: UploadToMarketQuery, reply: MarketSyncVo,
  summary: 'Upload a saved scene to the market (or sync it to its latest saved version, or withdraw it)',
});

/** The market sync states of the caller's scenes of one project. */
export const GetMarketSyncStates = defineEndpoint({
  method: 'GET', path: '/repo/kf-market/sync-states/:projectId', params: MarketSyncStatesParams, reply: MarketSyncStates,
  summary: 'Market sync states (synced, not uploaded, change not synchronised) of the caller\'s scenes of a project',
});

/** A market scene's uploaded version, for the viewer. */
export const LoadMarketScene = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/loadMkScene/:id', params: MarketIdParams, reply: MarketScene,
  summary: 'The uploaded version of a market scene (viewer mode; no designer data)',
});

/** Copy a market scene (with its assets) into one of the caller's projects, when its uploader allows copying. */
export const CopyMarketScene = defineEndpoint({
  method: 'POST', path: '/repo/kf-market/copy-scene', body: CopyMarketSceneBody, reply: SceneRow,
  summary: 'Copy a market scene that allows copying, with the assets it names, into one of the caller\'s projects',
});
