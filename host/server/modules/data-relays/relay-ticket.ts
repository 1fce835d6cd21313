// Relay tickets (docs/live-data.md): stateless and signed like preview tickets (a key of their own from the server
// secret), so any instance admits a socket without a database row. A ticket names the relays its socket may subscribe
// to and, for each, the topic filters it may ask for (null: any, for members of the relay's project).
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../auth/tokens.js';

/** What a relay ticket grants. */
export interface RelayGrant {
  /** Relay id → the topic filters admitted (null: any). */
  readonly relays: Readonly<Record<string, readonly string[] | null>>;
  /** The scene (or link) the ticket was given for: what per-scene limits count by. */
  readonly scope: string;
  /** ms since 1970: the socket must say hello before then. */
  readonly expiresAt: number;
}

const SIGN_CHARS = 43;

function sign(secret: string, payload: string): string {
  const key = createHmac('sha256', secret).update('data-relay-ticket/v1').digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** base64url(JSON payload) followed by its 43-character signature. */
export function issueRelayTicket(secret: string, grant: RelayGrant): string {
  const payload = Buffer.from(JSON.stringify({ r: grant.relays, s: grant.scope, e: grant.expiresAt })).toString('base64url');
  return payload + sign(secret, payload);
}

const isTopicList = (v: unknown): v is string[] => Array.isArray(v) && v.every((t) => typeof t === 'string');

/** The grant of a ticket, or undefined when it is forged, malformed or past its expiry. */
export function readRelayTicket(secret: string, ticket: unknown, now: number): RelayGrant | undefined {
  if (typeof ticket !== 'string' || ticket.length <= SIGN_CHARS || !/^[A-Za-z0-9_-]+$/.test(ticket)) return undefined;
  const payload = ticket.slice(0, -SIGN_CHARS);
  if (!safeEqual(sign(secret, payload), ticket.slice(-SIGN_CHARS))) return undefined;
  let fields: { r?: unknown; s?: unknown; e?: unknown };
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof fields;
  } catch {
    return undefined;
  }
  if (typeof fields.s !== 'string' || typeof fields.e !== 'number' || fields.e <= now) return undefined;
  if (typeof fields.r !== 'object' || fields.r === null || Array.isArray(fields.r)) return undefined;
  const relays: Record<string, readonly string[] | null> = Object.create(null) as Record<string, readonly string[] | null>;
  for (const [id, topics] of Object.entries(fields.r)) {
    if (topics !== null && !isTopicList(topics)) return undefined;
    relays[id] = topics;
  }
  return { relays, scope: fields.s, expiresAt: fields.e };
}
