// A list reply is written item by item (issue 28, finding 3): one JSON.stringify of a 94 MB list held the event loop
// for seconds, so /health and every other request waited. Each item is serialised on its own, the event loop turns
// after every SLICE_BYTES of output, and a large reply goes out as a stream of the parts (chunked).
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/** Output bytes between two turns of the event loop. */
const SLICE_BYTES = 1024 * 1024;
/** Replies up to this size go out in one piece, with a content-length. */
const STREAM_FROM_BYTES = 256 * 1024;

/** Send `{ …envelope, data: [items] }`: `head` is the envelope's JSON before the list's '[' (e.g. `{"code":0,"msg":"ok","data":`). */
export async function sendListReply(reply: FastifyReply, head: string, items: readonly unknown[], tail = '}'): Promise<void> {
  const parts: string[] = [`${head}[`];
  let total = parts[0].length;
  let sinceTurn = 0;
  for (let i = 0; i < items.length; i++) {
    const text = (i > 0 ? ',' : '') + (JSON.stringify(items[i]) ?? 'null');
    parts.push(text);
    total += text.length;
    sinceTurn += text.length;
    if (sinceTurn >= SLICE_BYTES) {
      sinceTurn = 0;
      await nextTurn();
    }
  }
  parts.push(`]${tail}`);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (total < STREAM_FROM_BYTES) {
    await reply.send(parts.join(''));
    return;
  }
  await reply.send(Readable.from(parts.map((part) => Buffer.from(part, 'utf8')), { objectMode: false }));
}
