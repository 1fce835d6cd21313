import { contribution, DataSources, definePlugin } from '../../sdk/index.js';
import { sseSource } from './sse-source.js';

/** The Server-Sent Events data source kind (docs/live-data.md). */
export default definePlugin({
  id: 'builtin.data-source-sse',
  contributes: [contribution(DataSources, sseSource)],
});
