// HTTP upgrades (WebSocket endpoints, e.g. the data relay's socket): matched by path under {context}/api; any other
// upgrade is refused with 404 and the socket closed.
import type { Server } from 'node:http';
import type { ServerConfig } from '../config.js';
import type { ServerServices, UpgradeDef, UpgradeLog } from './route-kit.js';

/** The client's address as the request log sees it: the first X-Forwarded-For entry behind a trusted proxy. */
function addressOf(config: ServerConfig, forwarded: string | string[] | undefined, remote: string | undefined): string {
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (config.trustProxy && first) || remote || '';
}

/** Listen for upgrades on the server. */
export function mountUpgrades(server: Server, config: ServerConfig, services: ServerServices, upgrades: readonly UpgradeDef[], log: UpgradeLog): void {
  if (!upgrades.length) return;
  const byPath = new Map(upgrades.map((u) => [`${config.apiContext}/api${u.path}`, u]));
  server.on('upgrade', (request, socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (request.url ?? '').split('?')[0];
    const def = byPath.get(path);
    if (!def || request.method !== 'GET') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    try {
      def.handle(services, request, socket, head, addressOf(config, request.headers['x-forwarded-for'], request.socket.remoteAddress), log);
    } catch {
      socket.destroy();
    }
  });
}
