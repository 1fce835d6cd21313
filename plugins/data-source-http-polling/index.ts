import { contribution, DataSources, definePlugin } from '../../sdk/index.js';
import { pollingSource } from './polling-source.js';

/** The HTTP polling data source kind (docs/live-data.md). */
export default definePlugin({
  id: 'builtin.data-source-http-polling',
  contributes: [contribution(DataSources, pollingSource)],
});
