import { contribution, DataSources, definePlugin } from '../../sdk/index.js';
import { mqttSource } from './mqtt-source.js';

/** The MQTT over WebSocket data source kind (docs/live-data.md). */
export default definePlugin({
  id: 'builtin.data-source-mqtt',
  contributes: [contribution(DataSources, mqttSource)],
});
