import { defineEndpoint } from '../endpoint.js';
import { PreviewAssetQuery, PreviewScene, PreviewTicketBody, PreviewTicketParams, PreviewTicketReply } from '../preview.js';
import { z } from 'zod';

// Scene preview (spec 000 §2 preview routes; docs/player.md): the designer asks for a ticket, the player loads with it.

/** A short-lived ticket to preview one of the caller's scenes. */
export const CreatePreviewTicket = defineEndpoint({
  method: 'POST', path: '/repo/kf-scene/preview-ticket', body: PreviewTicketBody, reply: PreviewTicketReply,
  summary: 'A signed, short-lived ticket that lets the player load this scene and its assets without a session',
});

/** The ticket's scene, latest version (no session: the ticket is the permission). */
export const LoadPreviewScene = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/preview-scene/:ticket', params: PreviewTicketParams, reply: PreviewScene,
  summary: 'The scene a preview ticket names (403 forged, 410 expired, 404 scene gone)',
});

/** One asset of the ticket's scene's project. */
export const LoadPreviewAsset = defineEndpoint({
  method: 'GET', path: '/repo/kf-scene/preview-asset', query: PreviewAssetQuery, reply: z.never(), file: true,
  summary: 'The bytes of one scene asset, with a preview ticket instead of a session',
});
