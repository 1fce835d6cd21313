// Clients that hold the server's sockets (issue 28, finding 2): a request body trickling in (one byte every few
// seconds kept a login open for minutes) is cut with a 408, and one address may hold only so many connections.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Translator } from '../i18n/translator.js';
import { writeRefusal } from './client-errors.js';
import type { EdgeStep } from './edge-steps.js';

/** How slow a body may arrive. */
export interface BodyPace {
  /** Length of a window (ms); 0 turns the check off. */
  readonly windowMs: number;
  /** Bytes a body must deliver in every window until it is complete. */
  readonly minBytes: number;
}

/**
 * While a request's body is incomplete, every `windowMs` it must have delivered `minBytes` more (counted on the
 * socket, so the parsers' reading is untouched); otherwise the client gets a 408 in the envelope and the connection
 * closes. A window in which the server itself is not reading (the request's buffer is full) does not count.
 */
export function slowBodiesStep(pace: BodyPace, translator: Translator, csp?: string): EdgeStep | undefined {
  if (pace.windowMs <= 0) return undefined;
  return (request) => {
    const raw = request.raw;
    const length = Number(raw.headers['content-length'] ?? 0);
    if (raw.complete || (!(length > 0) && raw.headers['transfer-encoding'] === undefined)) return undefined;
    const socket = raw.socket;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const read = socket.bytesRead;
      const serverBusy = raw.readableLength >= raw.readableHighWaterMark;
      if (read - seen < pace.minBytes && !serverBusy) {
        clearInterval(timer);
        request.log.warn({ bytesRead: read, windowMs: pace.windowMs }, 'request body too slow: connection closed');
        writeRefusal(socket, 408, 'edge.bodyTooSlow', translator, csp);
        socket.destroy();
        return;
      }
      seen = read;
    }, pace.windowMs);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
    return undefined;
  };
}

/**
 * At most `max` open connections per client address (0: no cap). A connection over the cap gets a 429 in the
 * envelope and is closed before any request is read. Behind a proxy every connection comes from the proxy: cap there.
 */
export function capConnectionsPerAddress(fastify: FastifyInstance, max: number, translator: Translator, csp?: string): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  fastify.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      writeRefusal(socket, 429, 'edge.tooManyConnections', translator, csp);
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
