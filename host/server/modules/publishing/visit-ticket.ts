// The visit ticket of an opened link (docs/publishing.md): stateless and signed like preview tickets, with a key of its
// own, so the viewer loads the link's assets without sending the password again and without counting more visits.
// It names the link, never a scene: what it reaches is what the link publishes at the time of the request.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../auth/tokens.js';

/** What a visit ticket grants: the assets of one link until `expiresAt` (ms). */
export interface VisitGrant {
  readonly linkUuid: string;
  readonly expiresAt: number;
}

const SIGN_CHARS = 43;

function sign(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update('publish-visit/v1').digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** base64url(JSON payload) followed by its 43-character signature. */
export function issueVisitTicket(secret: string, grant: VisitGrant): string {
  const payload = Buffer.from(JSON.stringify({ l: grant.linkUuid, e: grant.expiresAt })).toString('base64url');
  return payload + sign(secret, payload);
}

/** The grant of a ticket, or undefined when it is forged, malformed or past its expiry. */
export function readVisitTicket(secret: string, ticket: string, now: number): VisitGrant | undefined {
  if (ticket.length <= SIGN_CHARS || !/^[A-Za-z0-9_-]+$/.test(ticket)) return undefined;
  const payload = ticket.slice(0, -SIGN_CHARS);
  if (!safeEqual(sign(secret, payload), ticket.slice(-SIGN_CHARS))) return undefined;
  let fields: { l?: unknown; e?: unknown };
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { l?: unknown; e?: unknown };
  } catch {
    return undefined;
  }
  if (typeof fields.l !== 'string' || typeof fields.e !== 'number' || fields.e <= now) return undefined;
  return { linkUuid: fields.l, expiresAt: fields.e };
}
