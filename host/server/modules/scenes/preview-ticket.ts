// Preview tickets (docs/player.md): stateless, signed with a key derived from the server secret, so any instance behind
// a load balancer checks them without a database row, and a ticket is used as many times as the player needs (the
// scene, then each asset) until it expires.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../auth/tokens.js';

/**
 * What a preview ticket grants: one scene of one project until `expiresAt`. The owner is not in it (a ticket is read by
 * whoever has the link, and base64 is no secret): the server finds the scene by its ids.
 */
export interface PreviewGrant {
  readonly projectUuid: string;
  readonly sceneUuid: string;
  /** ms since 1970. */
  readonly expiresAt: number;
}

/** Why a ticket was refused. */
export type PreviewTicketProblem = 'invalid' | 'expired';

/** Characters of the base64url HMAC-SHA256 that ends every ticket. */
const SIGN_CHARS = 43;

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('preview-ticket/v1').digest();
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');
}

/** A ticket for a grant: base64url(JSON payload) followed by its 43-character signature (no separator, no dot). */
export function issuePreviewTicket(secret: string, grant: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify({ p: grant.projectUuid, s: grant.sceneUuid, e: grant.expiresAt })).toString('base64url');
  return payload + sign(secret, payload);
}

/** The grant of a ticket, or why it is refused: a wrong signature or shape is 'invalid', a past expiry 'expired'. */
export function readPreviewTicket(secret: string, ticket: string, now: number): PreviewGrant | PreviewTicketProblem {
  if (ticket.length <= SIGN_CHARS || !/^[A-Za-z0-9_-]+$/.test(ticket)) return 'invalid';
  const payload = ticket.slice(0, -SIGN_CHARS);
  if (!safeEqual(sign(secret, payload), ticket.slice(-SIGN_CHARS))) return 'invalid';
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const f = fields as { p?: unknown; s?: unknown; e?: unknown };
  if (typeof f.p !== 'string' || typeof f.s !== 'string' || typeof f.e !== 'number') return 'invalid';
  if (f.e <= now) return 'expired';
  return { projectUuid: f.p, sceneUuid: f.s, expiresAt: f.e };
}
