/** One event of a text/event-stream: its type ('message' when the stream names none) and its data lines joined. */
export interface EventStreamEvent {
  readonly type: string;
  readonly data: string;
}

const LINE_BREAK = /\r\n|\r|\n/g;
const TYPE_CHARS = 256;

/**
 * An incremental parser of Server-Sent Events (the WHATWG `text/event-stream` format): feed it decoded chunks as they
 * come; it reports each event at its blank line. Comments, `id` and `retry` are ignored (reconnection is the caller's).
 * An event whose data, or a line, passes `maxChars` is reported as oversized and its data discarded, so a hostile
 * stream cannot make the buffer grow without end.
 */
export class EventStreamParser {
  private buffer = '';
  private data: string[] = [];
  private dataChars = 0;
  private type = '';
  private oversized = false;
  /** The rest of a line already found too long is skipped up to its end. */
  private skippingLine = false;
  private started = false;

  constructor(
    private readonly maxChars: number,
    private readonly onEvent: (event: EventStreamEvent) => void,
    private readonly onOversized: () => void,
  ) {}

  /** Take the next chunk of the stream's text. */
  push(chunk: string): void {
    if (!this.started) {
      this.started = true;
      if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
    }
    this.buffer += chunk;
    let start = 0;
    LINE_BREAK.lastIndex = 0;
    for (let hit = LINE_BREAK.exec(this.buffer); hit; hit = LINE_BREAK.exec(this.buffer)) {
      // A CR last in the buffer may be the first half of a CRLF split between chunks: wait for the next one.
      if (hit[0] === '\r' && hit.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(start, hit.index);
      start = hit.index + hit[0].length;
      if (this.skippingLine) this.skippingLine = false;
      else this.line(line);
    }
    this.buffer = this.buffer.slice(start);
    if (this.buffer.length > this.maxChars) {
      this.buffer = '';
      this.skippingLine = true;
      this.oversized = true;
      this.data = [];
      this.dataChars = 0;
    }
  }

  private line(line: string): void {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.type = value.slice(0, TYPE_CHARS);
    else if (field === 'data' && !this.oversized) {
      this.dataChars += value.length + 1;
      if (this.dataChars > this.maxChars + 1) {
        this.oversized = true;
        this.data = [];
      } else this.data.push(value);
    }
  }

  private dispatch(): void {
    const { oversized, data, type } = this;
    this.data = [];
    this.dataChars = 0;
    this.type = '';
    this.oversized = false;
    if (oversized) this.onOversized();
    else if (data.length > 0) this.onEvent({ type: type || 'message', data: data.join('\n') });
  }
}
