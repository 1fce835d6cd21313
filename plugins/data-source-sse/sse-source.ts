import { LIVE_DATA_LIMITS, titles } from '../../sdk/index.js';
import type { DataSourceConfig, DataSourceConnection, DataSourceKind, DataSourceSink } from '../../sdk/index.js';
import { EventStreamParser, fetchFeed } from '../../libs/event-stream/index.js';

const reasonOf = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 200);

/**
 * Server-Sent Events, read with fetch rather than EventSource so a source can send headers (an API key) and a stream
 * is never followed through a redirect to an origin the scene did not allow. Each event's data is one message; its
 * topic is the event's type ('message' for unnamed events), so a binding's topic picks a type and '' takes them all.
 * The stream's own `retry` is ignored: reconnection is the live-data runtime's, with backoff.
 */
export const sseSource: DataSourceKind = {
  id: 'sse',
  titles: titles('Server-Sent Events', '服务器推送事件（SSE）', '伺服器推送事件（SSE）'),
  schemes: ['http:', 'https:'],
  fields: ['url', 'headers'],
  topics: true,
  connect(config: DataSourceConfig, _topics: readonly string[], sink: DataSourceSink): DataSourceConnection {
    const abort = new AbortController();
    const parser = new EventStreamParser(LIVE_DATA_LIMITS.messageChars, (event) => sink.message(event.type, event.data), () => sink.oversized());
    const read = async () => {
      const answer = await fetchFeed(config.url, config.headers, 'text/event-stream', abort.signal);
      if (!answer.ok) return sink.fail('liveData.error.http', { status: answer.status });
      const { response } = answer;
      const type = response.headers.get('content-type') ?? '';
      if (!type.toLowerCase().startsWith('text/event-stream') || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        return sink.fail('liveData.error.notEventStream', { type: type.slice(0, 100) });
      }
      sink.open();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (abort.signal.aborted) return;
        if (done) return sink.fail('liveData.error.closed');
        parser.push(value);
      }
    };
    read().catch((error: unknown) => {
      if (!abort.signal.aborted) sink.fail('liveData.error.connect', { message: reasonOf(error) });
    });
    return { close: () => abort.abort() };
  },
};
