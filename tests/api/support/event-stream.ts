// A client of a server-sent event stream for tests: reads `event:` / `data:` blocks as they arrive.

/** One event of the stream. */
export interface StreamEvent {
  readonly event: string;
  readonly data: unknown;
}

/** An open event stream. */
export interface EventStreamClient {
  readonly status: number;
  readonly headers: Headers;
  /** The next event (waits for it); rejects after `ms` or when the stream ends first. */
  next(ms?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Open `url` with the session token and read its events. */
export async function openEventStream(url: string, token: string): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Authentication: token, Accept: 'text/event-stream' }, signal: abort.signal });
  const queue: StreamEvent[] = [];
  const waiters: { resolve(e: StreamEvent): void; reject(e: Error): void }[] = [];
  let done = false;
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  const finish = () => {
    done = true;
    endedResolve();
    for (const w of waiters.splice(0)) w.reject(new Error('the stream ended'));
  };
  void (async () => {
    if (!response.body) return finish();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n').filter((l) => !l.startsWith(':'));
          if (lines.length === 0) continue;
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          const parsed: StreamEvent = { event, data: data ? JSON.parse(data) : undefined };
          const waiter = waiters.shift();
          if (waiter) waiter.resolve(parsed);
          else queue.push(parsed);
        }
      }
    } catch {
      // aborted by close()
    }
    finish();
  })();
  return {
    status: response.status,
    headers: response.headers,
    ended,
    next(ms = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      if (done) return Promise.reject(new Error('the stream ended'));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
        waiters.push({
          resolve: (e) => { clearTimeout(timer); resolve(e); },
          reject: (e) => { clearTimeout(timer); reject(e); },
        });
      });
    },
    close: () => abort.abort(),
  };
}
