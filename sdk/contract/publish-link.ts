import { z } from 'zod';
import { PageInfo } from './envelope.js';
import { utf8ByteLength, WireCategory, WireId, WireIdText, wireString } from './limits.js';
import { LoadingPage, PosterStyle, PublishedLoadingPage } from './publish-gates.js';

// Wire contract of publish links (spec 000 §3 "Publish link", §7 /repo/kf-publish-link and kf-scene/pub-scene;
// docs/publishing.md). A link shows ONE saved version of a scene to anyone who has its short key (and its password,
// when it has one) until the owner republishes or syncs it, takes it down, deletes it, or it expires.

/** Limits and plan figures of publishing. */
export const PublishLimits = {
  /** Characters of a short key: 22 base64url characters = 128 random bits (the issue asks for at least 64). */
  shortKeyChars: 22,
  /** Longest link password (characters). */
  passwordChars: 64,
  /** Longest title, category and group, in UTF-8 bytes (the name rule of spec 000 §9). */
  textBytes: 50,
  /** Largest visit limit an owner may set on one link. */
  maxVisitLimit: 1_000_000_000,
  /** Latest expiry accepted (ms since 1970: 9999-12-31). */
  maxExpiresAt: 253_402_300_799_999,
  /** Most links one user keeps. */
  perUser: 1000,
  /** Largest page of the link lists. */
  pageSize: 100,
  /** Last page number of the link lists. */
  maxPage: 10_000,
  /** Longest keyword of the link lists. */
  keywordChars: 100,
  /** How long the visit ticket of an opened link lets the viewer load the link's assets (seconds). */
  visitSeconds: 6 * 60 * 60,
} as const;

/**
 * Visits a month to all links of one owner, by plan (spec 000 §6: "monthly link visit counts" are gated by the plan).
 * The spec gives no figure: these are ours (docs/publishing.md). A plan not named here counts as FREE.
 */
export const MONTHLY_VISITS_BY_PLAN: Readonly<Record<string, number>> = Object.freeze({ FREE: 10_000, PROFESSIONAL: 1_000_000 });

/** Monthly visits of a plan. */
export function monthlyVisitLimit(plan: string): number {
  return MONTHLY_VISITS_BY_PLAN[plan] ?? MONTHLY_VISITS_BY_PLAN.FREE;
}

/** Message keys of publishing (the server's texts; the viewer has its own in three languages). */
export const PublishMessageKeys = {
  notFound: 'publish.notFound',
  /** Spec 000 §8: 'distribution link taken down or expired'. */
  takenDown: 'publish.takenDown',
  /** Spec 000 §8: 'link expired or visit count limited'. */
  expiredOrLimited: 'publish.expiredOrLimited',
  /** Spec 000 §8: 'publication expired' (the owner's label of an expired link). */
  publicationExpired: 'publish.publicationExpired',
  passwordRequired: 'publish.passwordRequired',
  wrongPassword: 'publish.wrongPassword',
  visitInvalid: 'publish.visitInvalid',
  tooMany: 'publish.tooMany',
  textTooLong: 'publish.textTooLong',
} as const;

/** HTTP statuses of a refused short link, so the viewer can tell the visitor why (in a module without zod). */
export { ShortLinkStatus } from './viewer-statuses.js';

/** The short key of a link: 22 base64url characters. */
export const ShortKey = z.string().length(PublishLimits.shortKeyChars).regex(/^[A-Za-z0-9_-]+$/, 'publish.badShortKey');

/** A title, category or group: at most 50 UTF-8 bytes, no NUL. */
const LinkText = wireString(PublishLimits.textBytes * 4).refine((v) => utf8ByteLength(v) <= PublishLimits.textBytes, { message: PublishMessageKeys.textTooLong });

/** A link password on the wire: 1..64 characters. */
export const LinkPassword = wireString(PublishLimits.passwordChars).min(1);

/** States of a link (spec 000 §3: published, expired, taken down). */
export const PublishState = z.enum(['published', 'expired', 'takenDown']);
/** States of a link. */
export type PublishState = z.infer<typeof PublishState>;

/** Body of POST /repo/kf-publish-link/upsert: create a link (at the scene's saved version) or change one's settings. */
export const UpsertPublishLinkBody = z.object({
  /** The link to change; absent: a new link. */
  linkUuid: WireId.optional(),
  /** The scene of a new link (must be the caller's saved scene). Ignored when changing a link. */
  sceneUuid: WireId.optional(),
  /** Shown to visitors; default the scene's name. */
  title: LinkText.optional(),
  category: WireCategory.optional(),
  group: LinkText.optional(),
  /** A text sets the password, null removes it, absent keeps it. */
  password: LinkPassword.nullable().optional(),
  /** ms since 1970; null: never expires. */
  expiresAt: z.number().int().min(0).max(PublishLimits.maxExpiresAt).nullable().optional(),
  /** Visits the link allows in all; null: no limit of its own (the plan's monthly limit still applies). */
  visitLimit: z.number().int().min(1).max(PublishLimits.maxVisitLimit).nullable().optional(),
  /** Visitors may copy the scene (a label for now: copying is not built). */
  allowCopy: z.boolean().optional(),
  /** Made for a customer (the customer listing) rather than for the community. */
  isCustomer: z.boolean().optional(),
  /** Listed in artist-links-public (never while it has a password). */
  listed: z.boolean().optional(),
  /** Professional: visitors see no watermark. A free owner may send false only (publish-gates.ts). */
  hideWatermark: z.boolean().optional(),
  /** Professional: the link's own loading page; null: the default loader. A free owner may send null only. */
  loadingPage: LoadingPage.nullable().optional(),
  /** The poster's style; other than 'classic' needs professional. */
  posterStyle: PosterStyle.optional(),
});
/** Body of upsert. */
export type UpsertPublishLinkBody = z.infer<typeof UpsertPublishLinkBody>;

/** Body of POST /repo/kf-scene/pub-scene: publish the scene's saved version (a new link), or sync a link to it. */
export const PubSceneBody = z.object({ sceneUuid: WireId, linkUuid: WireId.optional() });

/** A link by uuid (take down, republish). */
export const PublishLinkIdBody = z.object({ linkUuid: WireId });
/** Republish a taken-down link; `sync` also moves it to the scene's latest saved version. */
export const RepublishBody = z.object({ linkUuid: WireId, sync: z.boolean().optional() });
/** A link uuid in a path. */
export const PublishLinkIdParams = z.object({ linkUuid: WireId });
/** A link uuid in a query (like, unlike, favorite, count). */
export const LinkUuidQuery = z.object({ linkUuid: WireId });
/** favorite?linkUuid[&value=false]: set or clear the caller's favourite. */
export const FavoriteQuery = z.object({ linkUuid: WireId, value: z.enum(['true', 'false']).default('true') });

/** A link as its owner sees it. */
export const PublishLinkVo = z.object({
  linkUuid: z.string(),
  shortKey: z.string(),
  sceneUuid: z.string(),
  projectUuid: z.string(),
  /** The published version of the scene. */
  version: z.number().int(),
  /** The scene's latest saved version (a link behind it can be synced). */
  latestVersion: z.number().int().nullable(),
  title: z.string(),
  category: z.string(),
  group: z.string(),
  hasPassword: z.boolean(),
  expiresAt: z.number().nullable(),
  visitLimit: z.number().int().nullable(),
  allowCopy: z.boolean(),
  isCustomer: z.boolean(),
  listed: z.boolean(),
  /** The owner asked for no watermark (it shows anyway while the owner's plan is free). */
  hideWatermark: z.boolean(),
  /** The link's own loading page as stored (shown only while the owner is professional). */
  loadingPage: LoadingPage.nullable(),
  posterStyle: PosterStyle,
  state: PublishState,
  accessCount: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
/** A link as its owner sees it. */
export type PublishLinkVo = z.infer<typeof PublishLinkVo>;

/** A link in the public listing: no scene, project, password or limit facts. */
export const PublicLinkVo = z.object({
  linkUuid: z.string(),
  shortKey: z.string(),
  title: z.string(),
  category: z.string(),
  group: z.string(),
  allowCopy: z.boolean(),
  isCustomer: z.boolean(),
  accessCount: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
  /** The creator's nickname. */
  createdBy: z.string(),
  createdAt: z.number(),
});
/** A link in the public listing. */
export type PublicLinkVo = z.infer<typeof PublicLinkVo>;

/** Sort orders of the link lists (descending; default accessCount, spec 000 §9). */
export const LinkSort = z.enum(['accessCount', 'likes', 'favorites', 'createdAt', 'updatedAt']);

const QueryFlag = z.enum(['true', 'false']);
/** A date bound: ms since 1970, or YYYY-MM-DD (UTC; an end date takes its whole day). */
const QueryDate = z.string().max(24).regex(/^(\d{1,15}|\d{4}-\d{2}-\d{2})$/, 'publish.badDate');

/** Query of artist-links and artist-links-public (spec 000 §7 and the market query of §3). */
export const ArtistLinksQuery = z.object({
  /** 'All' or absent: every category. */
  category: WireCategory.optional(),
  group: LinkText.optional(),
  isCustomer: QueryFlag.optional(),
  page: z.coerce.number().int().min(1).max(PublishLimits.maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(PublishLimits.pageSize).default(10),
  sortBy: LinkSort.default('accessCount'),
  startDate: QueryDate.optional(),
  endDate: QueryDate.optional(),
  /** Part of the title (case-insensitive). */
  keyword: wireString(PublishLimits.keywordChars).optional(),
  /** The creator's nickname (public listing; the caller's own list is always the caller's). */
  createdBy: wireString(PublishLimits.keywordChars).optional(),
  allowCopy: QueryFlag.optional(),
  /** One link by short key or uuid. */
  link: WireIdText.optional(),
  /** The links of one scene (the caller's own list only: the public list ignores it, a visitor never learns scene ids). */
  sceneUuid: WireId.optional(),
});
/** Query of the link lists. */
export type ArtistLinksQuery = z.infer<typeof ArtistLinksQuery>;

/** The caller's links, one page. */
export const ArtistLinksReply = z.object({ rows: z.array(PublishLinkVo).max(PublishLimits.pageSize), pageInfo: PageInfo });
/** Public links, one page. */
export const PublicLinksReply = z.object({ rows: z.array(PublicLinkVo).max(PublishLimits.pageSize), pageInfo: PageInfo });

/** Params of GET shortLink/{code}. */
export const ShortLinkParams = z.object({ code: ShortKey });
/** Query of GET shortLink/{code}[?pwd]. */
export const ShortLinkQuery = z.object({ pwd: LinkPassword.optional() });

/** What an anonymous visitor gets of a link: the published version, stripped as preview replies are. */
export const PublishedScene = z.object({
  linkUuid: z.string(),
  shortKey: z.string(),
  title: z.string(),
  /** The published version. */
  version: z.number().int(),
  /** The scene document without the logic editor's workspace and backups. */
  content: z.string(),
  /** The generated logic code. */
  logic: z.string().nullable(),
  data: z.string().nullable(),
  allowCopy: z.boolean(),
  /** Show the watermark: the owner's plan is free, or professional with the watermark left on. */
  watermark: z.boolean(),
  /** The owner's own loading page (professional owners only), shown while the scene loads; null: the default loader. */
  loadingPage: PublishedLoadingPage.nullable(),
  accessCount: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
  /** Lets the viewer load the link's assets without counting more visits or sending the password again. */
  visit: z.string(),
  visitExpiresAt: z.number(),
});
/** What an anonymous visitor gets of a link. */
export type PublishedScene = z.infer<typeof PublishedScene>;

/** Longest visit ticket. */
export const VISIT_TICKET_MAX_CHARS = 512;
/** The logo of an opened link's loading page, when it is one of the owner's uploads. */
export const PublishedLogoQuery = z.object({ visit: wireString(VISIT_TICKET_MAX_CHARS).min(1) });

/** An asset of an opened link. */
export const PublishedAssetQuery = z.object({ visit: wireString(VISIT_TICKET_MAX_CHARS).min(1), name: wireString(2048).min(1) });

/** Counts of a link, and the caller's own reactions when signed in. */
export const LinkCounts = z.object({ linkUuid: z.string(), accessCount: z.number().int(), likes: z.number().int(), favorites: z.number().int(), liked: z.boolean(), favorited: z.boolean() });
/** Counts of a link. */
export type LinkCounts = z.infer<typeof LinkCounts>;
