import { z } from 'zod';
import { WireId, WireShortText, wireString } from './limits.js';

// Wire contract of scene preview tickets (docs/player.md): a signed, short-lived, scene-scoped ticket that lets the
// player load one scene and its assets without a session.

/** Longest preview ticket accepted (a signed payload of two ids and a time). */
export const PREVIEW_TICKET_MAX_CHARS = 512;
/** How long a preview ticket is valid, in seconds. */
export const PREVIEW_TICKET_SECONDS = 2 * 60 * 60;

/** A preview ticket as text. */
export const PreviewTicketText = wireString(PREVIEW_TICKET_MAX_CHARS).min(1);

/** Ask for a preview ticket of one of the caller's scenes. */
export const PreviewTicketBody = z.object({ sceneUuid: WireId });

/** A preview ticket and when it stops working (ms since 1970). */
export const PreviewTicketReply = z.object({ ticket: z.string(), projectUuid: z.string(), sceneUuid: z.string(), expiresAt: z.number() });
/** A preview ticket and when it stops working. */
export type PreviewTicketReply = z.infer<typeof PreviewTicketReply>;

/** The ticket in a path. */
export const PreviewTicketParams = z.object({ ticket: PreviewTicketText });

/** An asset of the ticket's scene. */
export const PreviewAssetQuery = z.object({ ticket: PreviewTicketText, name: WireShortText.min(1) });

/** What the player needs of a scene: its content and logic (never the logic editor's workspace or backups). */
export const PreviewScene = z.object({
  uuid: z.string(),
  projectUuid: z.string(),
  name: z.string(),
  version: z.number().int(),
  content: z.string(),
  logic: z.string().nullable(),
  data: z.string().nullable(),
});
/** What the player needs of a scene. */
export type PreviewScene = z.infer<typeof PreviewScene>;

/** HTTP statuses of a refused ticket, so the player can tell the user why (in a module without zod). */
export { PreviewTicketStatus } from './viewer-statuses.js';
