import { z } from 'zod';
import { LIVE_DATA_LIMITS, validDataSourceHeader } from '../live-data/live-data-document.js';
import { WireId, wireList, wireString } from './limits.js';
import { PreviewTicketText } from './preview.js';

// Wire contract of data relays (issue 30, docs/live-data.md "The relay"): a project's relay holds a feed's address and
// credentials on the server; a scene names only the relay's id; the player subscribes over one WebSocket to our own
// server, which holds one upstream connection per relay and pushes the messages on.

/** Limits of relays and of the relay socket. */
export const DataRelayLimits = Object.freeze({
  /** Most relays of one project. */
  perProject: 32,
  /** Characters of a relay id (22 base64url characters: 128 random bits). */
  idChars: 22,
  /** How long a relay ticket opens a socket (seconds): the ticket is asked for just before. */
  ticketSeconds: 120,
  /** Longest life of one socket (seconds): then the server closes it and the player asks for a new ticket. */
  socketSeconds: 60 * 60,
  /** Seconds a new socket has to send its hello with the ticket. */
  helloSeconds: 10,
  /** Relays one socket may subscribe to (a scene's sources at most). */
  subscriptionsPerSocket: LIVE_DATA_LIMITS.sources,
  /** Topic filters one subscription names, and one relay of a ticket admits. */
  topicsPerRelay: 256,
  /** Largest frame a player may send (bytes): a hello with its ticket. */
  clientFrameBytes: 256 * 1024,
  /** Frames a player may send a second before the socket is closed. */
  clientFramesPerSecond: 20,
  /** Messages one socket receives a second; past it they are dropped and counted. */
  messagesPerSecondPerSocket: 2000,
  /** Messages one relay takes from its broker a second (per instance); past it they are dropped. */
  messagesPerSecondPerRelay: 5000,
  /** Largest message passed on (characters), the runtime's own limit. */
  messageChars: LIVE_DATA_LIMITS.messageChars,
  /** Bytes waiting to be sent on one socket past which messages are dropped (a slow viewer). */
  bufferedBytes: 4 * 1024 * 1024,
  /** Sockets one address may hold at once (per instance). */
  socketsPerAddress: 32,
  /** Viewers of one relay at once (per instance). */
  viewersPerRelay: 1000,
  /** Milliseconds an upstream connection stays open after its last viewer left (a reload reuses it). */
  lingerMs: 5000,
});

/** Path of the relay socket under `{context}/api`. */
export const DATA_RELAY_SOCKET_PATH = '/data-relay/socket';

/** Kinds of feed a relay connects to: MQTT over WebSocket, WebSocket JSON. */
export const DataRelayKind = z.enum(['mqtt', 'websocket']);
/** Kinds of feed a relay connects to. */
export type DataRelayKind = z.infer<typeof DataRelayKind>;

/** A relay id on the wire. */
export const DataRelayId = wireString(DataRelayLimits.idChars).min(1).regex(/^[A-Za-z0-9_-]+$/, 'dataRelay.badId');

/** One header the relay sends when it connects (WebSocket JSON), e.g. an API key. */
export const DataRelayHeader = z.object({
  name: wireString(LIVE_DATA_LIMITS.headerNameChars).min(1),
  value: wireString(LIVE_DATA_LIMITS.headerValueChars),
}).refine((h) => validDataSourceHeader(h.name, h.value), { message: 'dataRelay.badHeader' });

/** The feed's address: ws: or wss:, without credentials in it. */
export const DataRelayUrl = wireString(LIVE_DATA_LIMITS.urlChars).min(1).refine((text) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && !url.username && !url.password;
  } catch {
    return false;
  }
}, { message: 'dataRelay.badUrl' });

const RelayName = wireString(LIVE_DATA_LIMITS.nameChars);
const Credential = wireString(LIVE_DATA_LIMITS.credentialChars);
const Qos = z.union([z.literal(0), z.literal(1)]);

/** Create a relay of a project (editors). The password and header values are never sent back. */
export const CreateDataRelayBody = z.object({
  projectUuid: WireId,
  name: RelayName,
  kind: DataRelayKind,
  url: DataRelayUrl,
  username: Credential.optional(),
  password: Credential.optional(),
  headers: wireList(DataRelayHeader, LIVE_DATA_LIMITS.headers).optional(),
  qos: Qos.optional(),
});
/** Create a relay. */
export type CreateDataRelayBody = z.infer<typeof CreateDataRelayBody>;

/** Change a relay: absent fields stay; `password` or `headers` null removes them. */
export const UpdateDataRelayBody = z.object({
  name: RelayName.optional(),
  url: DataRelayUrl.optional(),
  username: Credential.optional(),
  password: Credential.nullable().optional(),
  headers: wireList(DataRelayHeader, LIVE_DATA_LIMITS.headers).nullable().optional(),
  qos: Qos.optional(),
});
/** Change a relay. */
export type UpdateDataRelayBody = z.infer<typeof UpdateDataRelayBody>;

/** A relay as any client sees it: never its password or header values. */
export const DataRelayVo = z.object({
  id: z.string(),
  projectUuid: z.string(),
  name: z.string(),
  kind: DataRelayKind,
  url: z.string(),
  username: z.string(),
  hasPassword: z.boolean(),
  /** The names of its headers (their values stay on the server). */
  headerNames: z.array(z.string()),
  qos: Qos,
  createdAt: z.number(),
  updatedAt: z.number(),
});
/** A relay as any client sees it. */
export type DataRelayVo = z.infer<typeof DataRelayVo>;

/** The relays of a project. */
export const DataRelayList = z.object({ list: z.array(DataRelayVo) });
/** The relays of a project. */
export type DataRelayList = z.infer<typeof DataRelayList>;

/** A project in a query. */
export const DataRelaysQuery = z.object({ projectUuid: WireId });
/** A relay in a path. */
export const DataRelayParams = z.object({ id: DataRelayId });

/**
 * Ask for a relay ticket: exactly one of the ways the viewer may see the scene: a scene of one's project (the
 * designer's live preview, with the session), a preview ticket (the player of a preview) or the visit ticket of an
 * opened publish link (anyone, no session).
 */
export const DataRelayTicketBody = z.object({
  sceneUuid: WireId.optional(),
  previewTicket: PreviewTicketText.optional(),
  visit: PreviewTicketText.optional(),
}).refine((b) => [b.sceneUuid, b.previewTicket, b.visit].filter((v) => v !== undefined).length === 1, { message: 'dataRelay.oneAccess' });
/** Ask for a relay ticket. */
export type DataRelayTicketBody = z.infer<typeof DataRelayTicketBody>;

/** A relay ticket: the relays (ids) its socket may subscribe to, and until when it opens one (ms since 1970). */
export const DataRelayTicketReply = z.object({ ticket: z.string(), relays: z.array(z.string()), expiresAt: z.number() });
/** A relay ticket. */
export type DataRelayTicketReply = z.infer<typeof DataRelayTicketReply>;

/** What the player sends on the relay socket (JSON text frames). The hello comes first. */
export type DataRelayClientFrame =
  | { readonly op: 'hello'; readonly ticket: string }
  | { readonly op: 'subscribe'; readonly relay: string; readonly topics: readonly string[] }
  | { readonly op: 'unsubscribe'; readonly relay: string };

/** What the server sends on the relay socket (JSON text frames). */
export type DataRelayServerFrame =
  /** The hello was accepted. */
  | { readonly op: 'ready' }
  /** The relay's upstream is connected and subscribed. */
  | { readonly op: 'open'; readonly relay: string }
  /** One message of the relay's feed (topic '' for WebSocket JSON), its text as it came. */
  | { readonly op: 'message'; readonly relay: string; readonly topic: string; readonly data: string }
  /** A message past DataRelayLimits.messageChars came and was dropped. */
  | { readonly op: 'oversized'; readonly relay: string }
  /** Messages dropped for this socket since the last report (past a rate, or a slow socket). */
  | { readonly op: 'dropped'; readonly relay: string; readonly count: number }
  /** The relay (or, without one, the socket) failed: an i18n key of the relay source, and the broker's words. */
  | { readonly op: 'error'; readonly relay?: string; readonly key: string; readonly message?: string };

/** Close codes of the relay socket (4000–4999 are the application's). */
export const DataRelayCloseCode = Object.freeze({
  /** The hello was missing, late, or its ticket forged or expired. */
  badTicket: 4001,
  /** A frame that is not one of DataRelayClientFrame, too large, or too many. */
  badFrame: 4002,
  /** Too many sockets of one address. */
  tooMany: 4003,
  /** The socket reached DataRelayLimits.socketSeconds: ask for a new ticket. */
  renew: 4004,
  /** The server is shutting down. */
  shutdown: 1001,
});
