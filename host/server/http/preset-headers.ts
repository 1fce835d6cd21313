// Constant response headers, checked once instead of on every response (issue 28). Node checks every header value
// written by writeHead character by character (a regex: about 0.25–0.45 µs for the 308-character content security
// policy alone, as much again for the permissions policy), and Fastify hands it its headers that way on every reply.
// Headers already in the response's own table are written unchecked: setHeader checked them when they went in. So
// the constant ones are checked here once and put into that table as setHeader would, each response a copy.
import { OutgoingMessage, validateHeaderName, validateHeaderValue, type ServerResponse } from 'node:http';

/** Node's table of a response's set headers (lower-case name → [name, value]); found by its name, else undefined. */
const OUT_HEADERS: symbol | undefined = Object.getOwnPropertySymbols(new OutgoingMessage()).find((s) => s.description === 'kOutHeaders');

type HeaderTable = Record<string, [string, string]>;
type WithTable = ServerResponse & Record<symbol, HeaderTable | null | undefined>;

/**
 * Put `headers` on responses without Node checking them again: `put(response)` is true when they went into a
 * response with no header set yet (as setHeader would put them), false when it did nothing (the caller sets them).
 */
export function presetHeaders(headers: Readonly<Record<string, string>>): (response: ServerResponse) => boolean {
  const entries = Object.entries(headers).map(([name, value]) => {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return [name.toLowerCase(), name, value] as const;
  });
  const table = OUT_HEADERS;
  if (table === undefined) return () => false;
  return (response) => {
    const raw = response as WithTable;
    if (raw[table] !== null || response.headersSent) return false;
    const set: HeaderTable = Object.create(null) as HeaderTable;
    // Each response its own entries: Node's appendHeader changes an entry in place.
    for (const [key, name, value] of entries) set[key] = [name, value];
    raw[table] = set;
    return true;
  };
}
