import { LIVE_DATA_LIMITS, titles } from '../../sdk/index.js';
import type { DataSourceConfig, DataSourceConnection, DataSourceKind, DataSourceSink } from '../../sdk/index.js';

const decoder = new TextDecoder();

/**
 * MQTT over WebSocket with the `mqtt` package, loaded when a source first connects (the player fetches it only for a
 * scene that has one). Subscribes to the bindings' topic filters (wildcards as MQTT has them) at the source's QoS,
 * signs in with the source's user name and password, and leaves reconnection to the live-data runtime (the package's
 * own is off), so every kind backs off the same way.
 */
export const mqttSource: DataSourceKind = {
  id: 'mqtt',
  titles: titles('MQTT over WebSocket', 'MQTT（WebSocket）', 'MQTT（WebSocket）'),
  schemes: ['ws:', 'wss:'],
  fields: ['url', 'username', 'password', 'qos'],
  topics: true,
  connect(config: DataSourceConfig, topics: readonly string[], sink: DataSourceSink): DataSourceConnection {
    let closed = false;
    let client: { end(force?: boolean): unknown } | undefined;
    void import('mqtt').then((module) => {
      if (closed) return;
      const connect = (module as { connect?: typeof module.connect }).connect ?? (module.default as unknown as { connect: typeof module.connect }).connect;
      const c = connect(config.url, {
        username: config.username || undefined,
        password: config.password || undefined,
        reconnectPeriod: 0,
        connectTimeout: 10_000,
        clean: true,
      });
      client = c;
      c.on('connect', () => {
        if (topics.length === 0) {
          sink.open();
          return;
        }
        c.subscribe([...topics], { qos: config.qos }, (error) => {
          if (error) sink.fail('liveData.error.refused', { message: error.message.slice(0, 200) });
          else sink.open();
        });
      });
      c.on('message', (topic, payload) => {
        // A payload past the limit in bytes is past it in characters too: counted without decoding it.
        if (payload.byteLength > LIVE_DATA_LIMITS.messageChars * 4) sink.oversized();
        else sink.message(topic, decoder.decode(payload));
      });
      c.on('error', (error) => sink.fail('liveData.error.connect', { message: String(error.message).slice(0, 200) }));
      c.on('close', () => sink.fail('liveData.error.closed'));
    }, (error: unknown) => sink.fail('liveData.error.connect', { message: String((error as Error)?.message ?? error).slice(0, 200) }));
    return {
      close() {
        closed = true;
        client?.end(true);
      },
    };
  },
};
