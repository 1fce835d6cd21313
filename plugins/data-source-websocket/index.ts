import { contribution, DataSources, definePlugin } from '../../sdk/index.js';
import { websocketSource } from './websocket-source.js';

/** The WebSocket JSON data source kind (docs/live-data.md). */
export default definePlugin({
  id: 'builtin.data-source-websocket',
  contributes: [contribution(DataSources, websocketSource)],
});
