import { LIVE_DATA_LIMITS, titles } from '../../sdk/index.js';
import type { DataSourceConfig, DataSourceConnection, DataSourceKind, DataSourceSink } from '../../sdk/index.js';

/**
 * WebSocket JSON: every text frame is one JSON message (topic ''; bindings pick values by their JSON path). Binary
 * frames are passed on as malformed. Reconnection is the live-data runtime's.
 */
export const websocketSource: DataSourceKind = {
  id: 'websocket',
  titles: titles('WebSocket JSON', 'WebSocket JSON', 'WebSocket JSON'),
  schemes: ['ws:', 'wss:'],
  fields: ['url'],
  topics: false,
  connect(config: DataSourceConfig, _topics: readonly string[], sink: DataSourceSink): DataSourceConnection {
    const socket = new WebSocket(config.url);
    let closed = false;
    socket.onopen = () => sink.open();
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return sink.message('', '\u0000');
      if (event.data.length > LIVE_DATA_LIMITS.messageChars) return sink.oversized();
      sink.message('', event.data);
    };
    socket.onerror = () => sink.fail('liveData.error.connect', { message: config.url.slice(0, 100) });
    socket.onclose = () => {
      if (!closed) sink.fail('liveData.error.closed');
    };
    return {
      close() {
        closed = true;
        socket.close();
      },
    };
  },
};
