// The relay sockets of this instance (docs/live-data.md): the WebSocket endpoint (ws, no server of its own: the
// platform server's upgrade), the relays' channels by id, the per-address socket count. Several instances each hold
// their own upstream connection per relay they serve; a change of a relay reaches them on the instance bus.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { DataRelayCloseCode, DataRelayLimits } from '../../../../sdk/contract/data-relay.js';
import type { ServerServices } from '../../http/route-kit.js';
import { quickLoginSecret } from '../accounts/session-routes.js';
import { RelayChannel } from './relay-channel.js';
import { openSecret, relayKey } from './relay-secrets.js';
import { RelaySocket } from './relay-socket.js';
import { readRelayTicket } from './relay-ticket.js';
import type { UpstreamSettings } from './relay-upstream.js';
import { upstreamRefusal } from './upstream-address.js';

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export class RelayHub {
  private readonly channels = new Map<string, RelayChannel>();
  private readonly sockets = new Set<RelaySocket>();
  private readonly perAddress = new Map<string, number>();
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: DataRelayLimits.clientFrameBytes, perMessageDeflate: false });
  private readonly stopListening: () => void;
  private closed = false;

  constructor(private readonly services: ServerServices, private readonly log: { warn(fields: object, message: string): void }) {
    this.stopListening = services.events.subscribe('data-relay-changed', ({ id }) => this.relayChanged(id));
  }

  /** Sockets open now (tests, metrics). */
  get socketCount(): number {
    return this.sockets.size;
  }

  /** Take an HTTP upgrade to the relay socket. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, address: string): void {
    if (this.closed) return refuseUpgrade(socket, 503, 'Service Unavailable');
    const held = this.perAddress.get(address) ?? 0;
    if (held >= DataRelayLimits.socketsPerAddress) return refuseUpgrade(socket, 429, 'Too Many Requests');
    this.perAddress.set(address, held + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const n = (this.perAddress.get(address) ?? 1) - 1;
      if (n <= 0) this.perAddress.delete(address);
      else this.perAddress.set(address, n);
    };
    socket.once('close', release);
    this.server.handleUpgrade(request, socket, head, (ws) => {
      const session = new RelaySocket(ws, {
        readGrant: async (ticket) => readRelayTicket(await quickLoginSecret(this.services), ticket, this.services.clock.now()),
        channel: (id) => this.channel(id),
        now: () => this.services.clock.now(),
        onClose: () => {
          this.sockets.delete(session);
          release();
        },
      });
      this.sockets.add(session);
    });
  }

  /** The relay's channel on this instance (made on first use), or undefined when it has its most viewers. */
  private channel(id: string): RelayChannel | undefined {
    let channel = this.channels.get(id);
    if (channel && channel.viewerCount >= DataRelayLimits.viewersPerRelay) return undefined;
    if (!channel) {
      const made: RelayChannel = new RelayChannel(id, {
        settings: () => this.settingsOf(id),
        now: () => this.services.clock.now(),
        onIdle: () => {
          if (this.channels.get(id) === made) this.channels.delete(id);
        },
        log: (fields, message) => this.log.warn(fields, message),
      });
      channel = made;
      this.channels.set(id, channel);
    }
    return channel;
  }

  /** A relay was changed or deleted (on any instance): its channel here connects again with what is stored now. */
  relayChanged(id: string): void {
    this.channels.get(id)?.restart();
  }

  private async settingsOf(id: string): Promise<UpstreamSettings | { refusal: string } | undefined> {
    const row = await this.services.db.selectFrom('data_relays').selectAll('data_relays')
      .innerJoin('projects', 'projects.uuid', 'data_relays.project_uuid')
      .where('data_relays.id', '=', id).where('projects.deleted_at', 'is', null).executeTakeFirst();
    if (!row) return undefined;
    const refusal = await upstreamRefusal(row.url, this.services.config.dataOrigins);
    if (refusal) return { refusal };
    return { kind: row.kind, url: row.url, username: row.username, qos: row.qos === 1 ? 1 : 0, secret: openSecret(await relayKey(this.services), row.secret) };
  }

  /** Shutdown: close every socket (1001) and upstream. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopListening();
    for (const socket of [...this.sockets]) socket.end(DataRelayCloseCode.shutdown, 'shutdown');
    for (const channel of [...this.channels.values()]) channel.close();
    this.server.close();
  }
}
