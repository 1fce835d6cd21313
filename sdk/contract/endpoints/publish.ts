import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  ArtistLinksQuery, ArtistLinksReply, FavoriteQuery, LinkCounts, LinkUuidQuery, PubSceneBody, PublicLinksReply, PublishedAssetQuery, PublishedLogoQuery,
  PublishedScene, PublishLinkIdBody, PublishLinkIdParams, PublishLinkVo, RepublishBody, ShortLinkParams, ShortLinkQuery, UpsertPublishLinkBody,
} from '../publish-link.js';
import { PublishQrBody, PublishQrReply } from '../publish-qr.js';

// Publish links (spec 000 §7: /repo/kf-publish-link/*, /repo/kf-scene/pub-scene; docs/publishing.md).

/** Create a link at the scene's saved version, or change a link's settings (its version stays). */
export const UpsertPublishLink = defineEndpoint({
  method: 'POST', path: '/repo/kf-publish-link/upsert', body: UpsertPublishLinkBody, reply: PublishLinkVo,
  summary: 'Create a publish link of a saved scene (fixed at its saved version) or change a link\'s settings',
});

/** Publish the scene's saved version: a new link, or an existing link synced to it (and published again). */
export const PubScene = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/pub-scene', body: PubSceneBody, reply: PublishLinkVo,
  summary: 'Publish the scene\'s latest saved version as a new link, or sync a link to it',
});

/** Take a link down (visitors get "distribution link taken down or expired"). */
export const TakeDownPublishLink = defineEndpoint({
  method: 'POST', path: '/repo/kf-publish-link/take-down', body: PublishLinkIdBody, reply: PublishLinkVo,
  summary: 'Take one of the caller\'s links down',
});

/** Publish a taken-down link again (at its version, or synced to the latest with `sync`). */
export const RepublishPublishLink = defineEndpoint({
  method: 'POST', path: '/repo/kf-publish-link/republish', body: RepublishBody, reply: PublishLinkVo,
  summary: 'Publish one of the caller\'s links again',
});

/** Delete a link for good (its likes and favourites go with it). */
export const DeletePublishLink = defineEndpoint({
  method: 'DELETE', path: '/repo/kf-publish-link/:linkUuid', params: PublishLinkIdParams, reply: z.null(),
  summary: 'Delete one of the caller\'s links',
});

/** Open a link: the published version for anyone with the key (and password); counts one visit. */
export const OpenShortLink = defineEndpoint({
  method: 'GET', path: '/repo/kf-publish-link/shortLink/:code', params: ShortLinkParams, query: ShortLinkQuery, reply: PublishedScene,
  summary: 'The published scene of a short link (403 password, 404 unknown, 410 taken down / expired / visit limit, 429 too many wrong passwords)',
});

/** One asset of an opened link, with its visit ticket. */
export const LoadPublishedAsset = defineEndpoint({
  method: 'GET', path: '/repo/kf-publish-link/asset', query: PublishedAssetQuery, reply: z.never(), file: true,
  summary: 'The bytes of one asset the published version names, with the visit ticket of an opened link',
});

/** The logo of an opened link's loading page, when it is one of the owner's uploaded images. */
export const LoadPublishedLogo = defineEndpoint({
  method: 'GET', path: '/repo/kf-publish-link/logo', query: PublishedLogoQuery, reply: z.never(), file: true,
  summary: 'The uploaded logo of an opened link\'s loading page (professional owners), with the visit ticket',
});

/** Like a link (once per user). */
export const LikePublishLink = defineEndpoint({
  method: 'GET', path: '/repo/kf-publish-link/like', query: LinkUuidQuery, reply: LinkCounts, summary: 'Like a link (once per user)',
});

/** Take the caller's like back. */
export const UnlikePublishLink = defineEndpoint({
  method: 'GET', path: '/repo/kf-publish-link/unlike', query: LinkUuidQuery, reply: LinkCounts, summary: 'Take the caller\'s like of a link back',
});

/** Set (or with value=false clear) the caller's favourite. */
export const FavoritePublishLink = defineEndpoint({
  method: 'GET', path: '/repo/kf-publish-link/favorite', query: FavoriteQuery, reply: LinkCounts, summary: 'Mark a link as a favourite (value=false: unmark)',
});

/** Visits, likes and favourites of a link (and the caller's own, when signed in). */
export const CountPublishLink = defineEndpoint({
  method: 'GET', path: '/repo/kf-publish-link/count', query: LinkUuidQuery, reply: LinkCounts, summary: 'Visits, likes and favourites of a published link',
});

/** The caller's links, filtered and paged. */
export const ArtistLinks = defineEndpoint({
  method: 'GET', path: '/repo/kf-publish-link/artist-links', query: ArtistLinksQuery, reply: ArtistLinksReply,
  summary: 'The caller\'s publish links, filtered, sorted (default accessCount) and paged',
});

/** Listed links of everyone that a visitor can open, filtered and paged. */
export const ArtistLinksPublic = defineEndpoint({
  method: 'GET', path: '/repo/kf-publish-link/artist-links-public', query: ArtistLinksQuery, reply: PublicLinksReply,
  summary: 'Listed, published, unexpired links without a password, filtered, sorted (default accessCount) and paged',
});

/** A QR code (PNG data URL) of the address of one of the caller's links. */
export const PublishLinkQrCode = defineEndpoint({
  method: 'POST', path: '/repo/kf-publish-link/qr-code', body: PublishQrBody, reply: PublishQrReply,
  summary: 'A QR code (PNG data URL) of the public address of one of the caller\'s links',
});
