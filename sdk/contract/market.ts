import { z } from 'zod';
import { PageInfo } from './envelope.js';
import { WireCategory, WireId, wireString } from './limits.js';
import { LinkSort, PublishLimits } from './publish-link.js';

// Wire contract of the market (spec 000 §2 market filters, §3 "Market query", §7 get-all-market, findAll/{page},
// mk/upload-to-market, loadMkScene, get-des-projects; docs/market.md). A market item is a publish link of the owner's
// scene that was uploaded to the market: the market shows its published version only.

/** Limits of the market calls. */
export const MarketLimits = {
  /** Largest page. */
  pageSize: PublishLimits.pageSize,
  /** Last page number. */
  maxPage: PublishLimits.maxPage,
  /** Longest keyword (characters). */
  keywordChars: PublishLimits.keywordChars,
  /** Most words of a keyword searched (the rest are ignored). */
  keywordTerms: 8,
  /** Longest description of an uploaded scene (characters). */
  descriptionChars: 500,
  /** Name/value filter pairs of findAll/{page}. */
  filterPairs: 5,
  /** Most projects get-des-projects lists. */
  projects: 200,
  /** Most scenes sync-states answers for one project. */
  syncRows: 2000,
} as const;

/** Message keys of the market's refusals. */
export const MarketMessageKeys = {
  notFound: 'market.notFound',
  copyNotAllowed: 'market.copyNotAllowed',
  signInForMine: 'market.signInForMine',
  notUploaded: 'market.notUploaded',
  badFilterName: 'market.badFilterName',
} as const;

/** The market screen's filters (spec 000 §2): All, I uploaded it, this week (Monday to Sunday), this month. */
export const MarketFilter = z.enum(['all', 'mine', 'week', 'month']);
/** A market filter. */
export type MarketFilter = z.infer<typeof MarketFilter>;

const QueryFlag = z.enum(['true', 'false']);
/** A date bound: ms since 1970, or YYYY-MM-DD (UTC; an end date takes its whole day). */
const QueryDate = z.string().max(24).regex(/^(\d{1,15}|\d{4}-\d{2}-\d{2})$/, 'publish.badDate');
const Page = z.coerce.number().int().min(1).max(MarketLimits.maxPage);
const PageSize = z.coerce.number().int().min(1).max(MarketLimits.pageSize);
/** Minutes east of UTC of the caller's clock, for the week and month filters (−14 h … +14 h). */
const TzOffset = z.coerce.number().int().min(-840).max(840);

/** The market query (spec 000 §3), plus the screen's filter and the caller's time zone. */
export const MarketQuery = z.object({
  allowCopy: QueryFlag.optional(),
  /** Words found in titles, scene names and descriptions (full-text search; CJK text by substring). */
  keyWord: wireString(MarketLimits.keywordChars).optional(),
  page: Page.default(1),
  pageSize: PageSize.default(10),
  startDate: QueryDate.optional(),
  endDate: QueryDate.optional(),
  isCustomer: QueryFlag.optional(),
  /** 'All' or absent: every category. */
  category: WireCategory.optional(),
  group: wireString(PublishLimits.textBytes * 4).optional(),
  sortBy: LinkSort.default('accessCount'),
  /** The uploader's nickname. */
  createdBy: wireString(MarketLimits.keywordChars).optional(),
  filter: MarketFilter.default('all'),
  tzOffset: TzOffset.default(0),
});
/** The market query. */
export type MarketQuery = z.infer<typeof MarketQuery>;

/** Fields the name/value filters of findAll/{page} may name. */
export const MarketFieldName = z.enum(['keyWord', 'createdBy', 'group', 'allowCopy', 'isCustomer', 'project']);

const FilterValue = wireString(MarketLimits.keywordChars);
/** findAll/{page}: the page in the path. */
export const MarketScenesParams = z.object({ page: Page });
/** findAll/{page}?category&pageSize and five name/value filters (name1/value1 … name5/value5). */
export const MarketScenesQuery = z.object({
  category: WireCategory.optional(),
  pageSize: PageSize.default(10),
  sortBy: LinkSort.default('accessCount'),
  name1: MarketFieldName.optional(), value1: FilterValue.optional(),
  name2: MarketFieldName.optional(), value2: FilterValue.optional(),
  name3: MarketFieldName.optional(), value3: FilterValue.optional(),
  name4: MarketFieldName.optional(), value4: FilterValue.optional(),
  name5: MarketFieldName.optional(), value5: FilterValue.optional(),
});
/** Query of findAll/{page}. */
export type MarketScenesQuery = z.infer<typeof MarketScenesQuery>;

/** A scene in the market, as anyone sees it: no scene, project or owner ids. */
export const MarketItemVo = z.object({
  /** The market item's id (its publish link's uuid): loadMkScene, copy, like and favourite take it. */
  marketId: z.string(),
  /** Opens the published version in the viewer (/preview/{shortKey}). */
  shortKey: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  group: z.string(),
  allowCopy: z.boolean(),
  isCustomer: z.boolean(),
  accessCount: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
  /** The uploader's nickname. */
  createdBy: z.string(),
  /** The caller uploaded it. */
  mine: z.boolean(),
  /** Thumbnail of the uploaded version (a data: URL of an image), or null. */
  preview: z.string().nullable(),
  uploadedAt: z.number(),
  updatedAt: z.number(),
});
/** A scene in the market. */
export type MarketItemVo = z.infer<typeof MarketItemVo>;

/** One page of the market. */
export const MarketPage = z.object({ rows: z.array(MarketItemVo).max(MarketLimits.pageSize), pageInfo: PageInfo });
/** One page of the market. */
export type MarketPage = z.infer<typeof MarketPage>;

/** Sync states of a scene (spec 000 §3: synced, not uploaded, change not synchronised). */
export const MarketSyncState = z.enum(['synced', 'notUploaded', 'changeNotSynchronised']);
/** A sync state. */
export type MarketSyncState = z.infer<typeof MarketSyncState>;

/** What mk/upload-to-market does: upload (or sync, when uploaded), sync, or take the scene off the market. */
export const MarketAction = z.enum(['upload', 'sync', 'withdraw']);
/** mk/upload-to-market/{sceneUuid}/{action}. */
export const UploadToMarketParams = z.object({ sceneUuid: WireId, action: MarketAction });
/** Settings of an upload (absent: kept, or off for a first upload). */
export const UploadToMarketQuery = z.object({
  allowCopy: QueryFlag.optional(),
  description: wireString(MarketLimits.descriptionChars).optional(),
});

/** The market state of one of the caller's scenes. */
export const MarketSyncVo = z.object({
  sceneUuid: z.string(),
  state: MarketSyncState,
  marketId: z.string().nullable(),
  /** The version on the market, or null. */
  version: z.number().int().nullable(),
  /** The scene's latest saved version. */
  latestVersion: z.number().int(),
  allowCopy: z.boolean(),
  description: z.string(),
});
/** The market state of a scene. */
export type MarketSyncVo = z.infer<typeof MarketSyncVo>;

/** sync-states/{projectId}: the caller's scenes of one project. */
export const MarketSyncStatesParams = z.object({ projectId: WireId });
/** The market states of a project's scenes. */
export const MarketSyncStates = z.array(MarketSyncVo).max(MarketLimits.syncRows);

/** loadMkScene/{id}. */
export const MarketIdParams = z.object({ id: WireId });

/** What loadMkScene gives anyone: the uploaded version, stripped like a publish link's (no designer data, no ids). */
export const MarketScene = z.object({
  marketId: z.string(),
  /** Opens it in the viewer (/preview/{shortKey}). */
  shortKey: z.string(),
  title: z.string(),
  version: z.number().int(),
  content: z.string(),
  logic: z.string().nullable(),
  data: z.string().nullable(),
  allowCopy: z.boolean(),
  /** Loads the version's assets through /repo/kf-publish-link/asset, as an opened link does. */
  visit: z.string(),
  visitExpiresAt: z.number(),
});
/** A market scene. */
export type MarketScene = z.infer<typeof MarketScene>;

/** Copy a market scene into one of the caller's projects (only when its uploader allows copying). */
export const CopyMarketSceneBody = z.object({
  marketId: WireId,
  projectUuid: WireId,
  name: wireString(200).optional(),
});

/** A project with scenes on the market (only the fields the project list reads are named). */
export const MarketProjectRow = z.object({
  uuid: z.string(),
  name: z.string(),
  lastModifiedTime: z.number().optional(),
  updateTime: z.number().optional(),
  updatedAt: z.number().optional(),
  createdAt: z.number().optional(),
  sceneCount: z.number().optional(),
  createdBy: z.string().optional(),
  isDefault: z.boolean().optional(),
}).passthrough();
