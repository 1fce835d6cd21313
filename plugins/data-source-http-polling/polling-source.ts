import { LIVE_DATA_LIMITS, titles } from '../../sdk/index.js';
import type { DataSourceConfig, DataSourceConnection, DataSourceKind, DataSourceSink } from '../../sdk/index.js';
import { fetchFeed, readCappedText } from '../../libs/event-stream/index.js';

const reasonOf = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 200);

/**
 * HTTP polling: GET the source's URL every `interval` milliseconds (counted from the end of the previous answer, so
 * a slow server is never asked twice at once) with the source's headers; each answer's body is one message (topic
 * ''), an empty body or 204 none. The first good answer makes the source live; a failed one hands reconnection to the
 * live-data runtime, with backoff. No cookies are sent, and no redirect is followed (it could leave the allowed origins).
 */
export const pollingSource: DataSourceKind = {
  id: 'http-polling',
  titles: titles('HTTP polling', 'HTTP 轮询', 'HTTP 輪詢'),
  schemes: ['http:', 'https:'],
  fields: ['url', 'interval', 'headers'],
  topics: false,
  connect(config: DataSourceConfig, _topics: readonly string[], sink: DataSourceSink): DataSourceConnection {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const poll = async () => {
      const answer = await fetchFeed(config.url, config.headers, 'application/json', abort.signal);
      if (!answer.ok) return sink.fail('liveData.error.http', { status: answer.status });
      const text = await readCappedText(answer.response, LIVE_DATA_LIMITS.messageChars);
      if (abort.signal.aborted) return;
      if (!opened) {
        opened = true;
        sink.open();
      }
      if (text === undefined) sink.oversized();
      else if (text.trim() !== '') sink.message('', text);
      timer = setTimeout(run, config.interval);
    };
    const run = () => {
      poll().catch((error: unknown) => {
        if (!abort.signal.aborted) sink.fail('liveData.error.connect', { message: reasonOf(error) });
      });
    };
    run();
    return {
      close() {
        abort.abort();
        clearTimeout(timer);
      },
    };
  },
};
