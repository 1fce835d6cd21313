import { titles } from '../../sdk/index.js';
import type { DataSourceConfig, DataSourceConnection, DataSourceKind, DataSourceSink } from '../../sdk/index.js';
import type { RelayConnection } from './relay-connection.js';

/** The source kind that names a data relay of the scene's project. */
export const RELAY_KIND_ID = 'relay';

/**
 * A data relay (docs/live-data.md): the feed's address and credentials stay on the server; the source names only the
 * relay's id and receives its messages over the page's one relay socket. Topics are MQTT filters as with MQTT.
 */
export function relaySource(connection: RelayConnection): DataSourceKind {
  return {
    id: RELAY_KIND_ID,
    titles: titles('Data relay (credentials on the server)', '数据中继（凭据保存在服务器）', '資料中繼（憑證保存在伺服器）'),
    schemes: [],
    fields: [],
    topics: true,
    sameServer: true,
    connect(config: DataSourceConfig, topics: readonly string[], sink: DataSourceSink): DataSourceConnection {
      if (!config.relay) {
        sink.fail('dataRelay.error.noRelay');
        return { close: () => undefined };
      }
      return connection.subscribe(config.relay, topics, sink);
    },
  };
}
