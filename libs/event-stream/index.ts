export { EventStreamParser } from './event-stream-parser.js';
export type { EventStreamEvent } from './event-stream-parser.js';
export { readCappedText, requestHeadersOf } from './http-body.js';
