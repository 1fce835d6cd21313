import { CreateDataRelayTicket, DATA_RELAY_SOCKET_PATH } from '../../sdk/endpoints.js';
import type { DataRelayClientFrame, DataRelayServerFrame, DataRelayTicketBody } from '../../sdk/endpoints.js';
import type { ApiService, DataSourceSink, SceneAccess, SceneAssetsScope } from '../../sdk/index.js';

/** What the connection asks of the page. */
export interface RelayConnectionDeps {
  /** The api service (relay tickets), if the page has one. */
  api(): ApiService | undefined;
  /** How the page reads its scene, and which scene. */
  access(): { readonly access: SceneAccess | undefined; readonly scope: SceneAssetsScope | undefined };
  /** Make a WebSocket (replaceable in tests). */
  socket?(url: string): WebSocket;
}

interface Entry {
  readonly relay: string;
  readonly topics: readonly string[];
  readonly sink: DataSourceSink;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The page's one socket to the data relay (docs/live-data.md): a ticket for the open scene (the session in the designer,
 * the preview ticket or the link's visit in the player), then a hello and one subscription per relay source. A failure
 * of the socket fails every source on it; the live-data runtime reconnects each with its backoff, and the first one back
 * opens a new socket with a new ticket.
 */
export class RelayConnection {
  private socket: WebSocket | undefined;
  private ready = false;
  private admitted = new Set<string>();
  private readonly entries = new Set<Entry>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: RelayConnectionDeps) {}

  /** Subscribe a source to a relay's topics; `close` ends it (and the socket a moment after the last one). */
  subscribe(relay: string, topics: readonly string[], sink: DataSourceSink): { close(): void } {
    const entry: Entry = { relay, topics, sink };
    this.entries.add(entry);
    clearTimeout(this.idleTimer);
    if (!this.socket) void this.open();
    else if (this.ready) this.send(entry);
    return {
      close: () => {
        if (!this.entries.delete(entry)) return;
        if (this.ready && ![...this.entries].some((e) => e.relay === relay)) this.write({ op: 'unsubscribe', relay });
        if (!this.entries.size) this.idleTimer = setTimeout(() => this.closeSocket(), 2000);
      },
    };
  }

  private async open(): Promise<void> {
    const socketOf = this.deps.socket ?? ((url: string) => new WebSocket(url));
    const { access, scope } = this.deps.access();
    const api = this.deps.api();
    const body: DataRelayTicketBody | undefined = access?.kind === 'visit' ? { visit: access.visit }
      : access?.kind === 'preview' ? { previewTicket: access.ticket }
      : scope && !scope.sceneUuid.startsWith('+') ? { sceneUuid: scope.sceneUuid } : undefined;
    if (!api || !body) return this.failAll('dataRelay.error.unsaved');
    const marker = {};
    this.socket = marker as WebSocket;
    let ticket: { ticket: string; relays: string[] };
    try {
      ticket = await api.call(CreateDataRelayTicket, { body }, { silent: true });
    } catch (error) {
      if (this.socket === marker) this.socket = undefined;
      return this.failAll('dataRelay.error.ticket', (error as Error)?.message);
    }
    if (this.socket !== marker) return;
    if (!this.entries.size) {
      this.socket = undefined;
      return;
    }
    this.admitted = new Set(ticket.relays);
    // The api's own origin: an absolute base gets its WebSocket scheme; a path ('/cloud') is resolved by the browser's
    // WebSocket against the page, http(s) taken as ws(s).
    const address = `${api.baseUrl}/api${DATA_RELAY_SOCKET_PATH}`.replace(/^http(s?):/, 'ws$1:');
    const socket = socketOf(address);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ op: 'hello', ticket: ticket.ticket } satisfies DataRelayClientFrame));
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket === socket) this.take(event.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.ready = false;
      this.failAll('dataRelay.error.closed');
    };
  }

  private take(data: unknown): void {
    let frame: DataRelayServerFrame;
    try {
      const parsed = JSON.parse(String(data)) as unknown;
      if (!isObject(parsed) || typeof parsed.op !== 'string') return;
      frame = parsed as unknown as DataRelayServerFrame;
    } catch {
      return;
    }
    if (frame.op === 'ready') {
      this.ready = true;
      for (const entry of this.entries) this.send(entry);
      return;
    }
    const relay = 'relay' in frame && typeof frame.relay === 'string' ? frame.relay : undefined;
    for (const entry of [...this.entries]) {
      if (relay !== undefined && entry.relay !== relay) continue;
      switch (frame.op) {
        case 'open':
          entry.sink.open();
          break;
        case 'message':
          if (typeof frame.topic === 'string' && typeof frame.data === 'string') entry.sink.message(frame.topic, frame.data);
          break;
        case 'oversized':
          entry.sink.oversized();
          break;
        case 'error':
          entry.sink.fail(typeof frame.key === 'string' && frame.key.startsWith('dataRelay.') ? frame.key : 'dataRelay.error.upstream', {
            message: typeof frame.message === 'string' ? frame.message.slice(0, 200) : '',
          });
          break;
        default:
          break;
      }
    }
  }

  private send(entry: Entry): void {
    if (!this.admitted.has(entry.relay)) return entry.sink.fail('dataRelay.error.denied', { message: '' });
    this.write({ op: 'subscribe', relay: entry.relay, topics: [...new Set([...this.entries].filter((e) => e.relay === entry.relay).flatMap((e) => e.topics))] });
  }

  private write(frame: DataRelayClientFrame): void {
    if (this.socket && this.socket.readyState === 1) this.socket.send(JSON.stringify(frame));
  }

  private failAll(key: string, message = ''): void {
    for (const entry of [...this.entries]) entry.sink.fail(key, { message: message.slice(0, 200) });
  }

  private closeSocket(): void {
    if (this.entries.size) return;
    const socket = this.socket;
    this.socket = undefined;
    this.ready = false;
    if (socket && 'close' in socket && typeof socket.close === 'function') socket.close();
  }

  /** Close the socket now (the plugin goes). */
  dispose(): void {
    this.entries.clear();
    clearTimeout(this.idleTimer);
    this.closeSocket();
  }
}
