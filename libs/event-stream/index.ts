export { EventStreamParser } from './event-stream-parser.js';
export type { EventStreamEvent } from './event-stream-parser.js';
export { fetchFeed, readCappedText } from './http-body.js';
export type { FeedAnswer } from './http-body.js';
