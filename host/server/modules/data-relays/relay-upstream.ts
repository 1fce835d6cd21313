// One relay's connection to its feed (docs/live-data.md): MQTT over WebSocket with the `mqtt` package, or WebSocket
// JSON with `ws`, signed in with the relay's stored credentials. It connects once and reports; reconnection with
// backoff is the channel's (relay-channel.ts), as in the browser's runtime.
import { connect as connectMqtt, type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import { DataRelayLimits } from '../../../../sdk/contract/data-relay.js';
import type { RelaySecret } from './relay-secrets.js';

/** What a relay connects with. */
export interface UpstreamSettings {
  readonly kind: string;
  readonly url: string;
  readonly username: string;
  readonly qos: 0 | 1;
  readonly secret: RelaySecret;
}

/** What an upstream connection reports. */
export interface UpstreamSink {
  /** Connected (and subscribed to the topics it was started with). */
  open(): void;
  message(topic: string, text: string): void;
  /** A message past DataRelayLimits.messageChars came (not decoded). */
  oversized(): void;
  /** Lost or refused; no call follows. `key` is an i18n key of the relay source. */
  fail(key: string, message?: string): void;
}

/** An open upstream connection. */
export interface Upstream {
  /** Subscribe to more topic filters (MQTT; nothing for WebSocket JSON). */
  subscribe(topics: readonly string[]): void;
  /** Unsubscribe from topic filters no viewer asks for any more. */
  unsubscribe(topics: readonly string[]): void;
  close(): void;
}

const decoder = new TextDecoder();
const MAX_BYTES = DataRelayLimits.messageChars * 4;
const short = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 200);

/** Connect a relay's upstream once. */
export function connectUpstream(settings: UpstreamSettings, topics: readonly string[], sink: UpstreamSink): Upstream {
  return settings.kind === 'mqtt' ? connectMqttUpstream(settings, topics, sink) : connectWebSocketUpstream(settings, sink);
}

function once(sink: UpstreamSink): UpstreamSink & { done: boolean } {
  const guarded = {
    done: false,
    open: () => !guarded.done && sink.open(),
    message: (topic: string, text: string) => !guarded.done && sink.message(topic, text),
    oversized: () => !guarded.done && sink.oversized(),
    fail: (key: string, message?: string) => {
      if (guarded.done) return;
      guarded.done = true;
      sink.fail(key, message);
    },
  };
  return guarded;
}

function connectMqttUpstream(settings: UpstreamSettings, topics: readonly string[], target: UpstreamSink): Upstream {
  const sink = once(target);
  const headers = Object.fromEntries(settings.secret.headers.map((h) => [h.name, h.value]));
  const client: MqttClient = connectMqtt(settings.url, {
    username: settings.username || undefined,
    password: settings.secret.password || undefined,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
    clean: true,
    wsOptions: { headers, maxPayload: MAX_BYTES * 2, followRedirects: false },
  });
  // Topics asked for while it connects are subscribed with the first ones.
  const wanted = new Set(topics);
  client.on('connect', () => {
    if (!wanted.size) return sink.open();
    client.subscribe([...wanted], { qos: settings.qos }, (error) => (error ? sink.fail('dataRelay.error.refused', short(error)) : sink.open()));
  });
  client.on('message', (topic, payload) => {
    if (payload.byteLength > MAX_BYTES) return sink.oversized();
    const text = decoder.decode(payload);
    if (text.length > DataRelayLimits.messageChars) sink.oversized();
    else sink.message(topic, text);
  });
  client.on('error', (error) => sink.fail('dataRelay.error.upstream', short(error)));
  client.on('close', () => sink.fail('dataRelay.error.closed'));
  return {
    subscribe: (more) => {
      for (const t of more) wanted.add(t);
      if (more.length && client.connected) client.subscribe([...more], { qos: settings.qos }, (error) => error && sink.fail('dataRelay.error.refused', short(error)));
    },
    unsubscribe: (fewer) => {
      for (const t of fewer) wanted.delete(t);
      if (fewer.length && client.connected) client.unsubscribe([...fewer]);
    },
    close: () => {
      sink.done = true;
      client.end(true);
    },
  };
}

function connectWebSocketUpstream(settings: UpstreamSettings, target: UpstreamSink): Upstream {
  const sink = once(target);
  const headers = Object.fromEntries(settings.secret.headers.map((h) => [h.name, h.value]));
  const socket = new WebSocket(settings.url, { headers, handshakeTimeout: 10_000, followRedirects: false, maxPayload: MAX_BYTES * 2 });
  socket.on('open', () => sink.open());
  socket.on('message', (data, isBinary) => {
    if (isBinary) return sink.message('', '\u0000');
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (bytes.byteLength > MAX_BYTES) return sink.oversized();
    const text = decoder.decode(bytes);
    if (text.length > DataRelayLimits.messageChars) sink.oversized();
    else sink.message('', text);
  });
  socket.on('error', (error) => sink.fail('dataRelay.error.upstream', short(error)));
  socket.on('close', () => sink.fail('dataRelay.error.closed'));
  return {
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    close: () => {
      sink.done = true;
      socket.terminate();
    },
  };
}
