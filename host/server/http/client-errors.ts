// Refusals Node answers before a request reaches Fastify's routing (header overflow, a malformed request line),
// written on the socket in the same { code, msg } envelope as every other refusal.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { ReplyCode } from '../../../sdk/contract/envelope.js';
import { localeFromHeader, type Translator } from '../i18n/translator.js';
import { securityHeaders } from './security-headers.js';

/** Node's largest accepted request head (request line + headers), in bytes: its default, stated here on purpose. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Fastify's clientErrorHandler: HPE_HEADER_OVERFLOW (an over-long URL or header block, which Node counts together)
 * → 431, a request timeout → 408, anything else the parser refuses → 400; each as `{ code: 405, msg, data: null }`
 * with the security headers. The language is the server default: the headers could not be read.
 */
export function clientErrorHandler(translator: Translator, csp?: string): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let status = 400;
    let key = 'edge.badRequest';
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      status = 431;
      key = 'edge.headersTooLarge';
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      status = 408;
      key = 'edge.badRequest';
    }
    writeRefusal(socket, status, key, translator, csp);
    socket.destroy(error);
  };
}

/**
 * Write a whole refusal (status line, security headers, the envelope in the server's default language,
 * `connection: close`) straight on a socket, for requests Fastify cannot answer (the caller then closes it).
 */
export function writeRefusal(socket: Socket, status: number, key: string, translator: Translator, csp?: string): void {
  if (!socket.writable) return;
  const body = JSON.stringify({ code: ReplyCode.warning, msg: translator.t(localeFromHeader(undefined), key), data: null });
  const headers = {
    ...securityHeaders(csp),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}
