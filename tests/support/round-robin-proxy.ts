// A small reverse proxy for the scale-out test (what nginx does in front of several instances): requests go round
// robin to the instances listed now; an instance that refuses the connection is skipped (the request was not sent,
// so trying the next is safe); one that fails mid-request answers 502 (the client saw no acknowledgement).
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The running proxy. */
export interface RoundRobinProxy {
  readonly url: string;
  /** Replace the instances (base urls) requests go to. */
  setTargets(targets: readonly string[]): void;
  close(): Promise<void>;
}

/** Start the proxy on a free port of 127.0.0.1. Bodies are buffered first (as nginx does by default). */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  let list = [...targets];
  let next = 0;
  const readBody = (incoming: IncomingMessage) => new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
  const server: Server = createServer((incoming, outgoing) => {
    void readBody(incoming).then((body) => {
      const attempt = (tries: number): void => {
        if (list.length === 0 || tries >= list.length * 2) {
          outgoing.writeHead(502).end('no instance answers');
          return;
        }
        const target = new URL(list[next++ % list.length]);
        const headers = { ...incoming.headers, host: target.host, 'content-length': String(body.length), 'x-forwarded-for': incoming.socket.remoteAddress ?? '' };
        delete headers['transfer-encoding'];
        const upstream = httpRequest({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers, agent: false }, (reply) => {
          outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(outgoing);
          reply.on('error', () => outgoing.destroy());
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && !outgoing.headersSent) attempt(tries + 1);
          else if (!outgoing.headersSent) outgoing.writeHead(502).end('instance failed');
          else outgoing.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    }, () => outgoing.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setTargets(targets) {
      list = [...targets];
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
