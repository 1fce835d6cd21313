import type { RouteKit } from '../../http/route-kit.js';
import { DATA_RELAY_SOCKET_PATH } from '../../../../sdk/contract/data-relay.js';
import { relayMessages } from './relay-messages.js';
import { relayRoutes } from './relay-routes.js';
import { RelayHub } from './relay-hub.js';

/** Data relays (issue 30, docs/live-data.md): a project's feeds whose credentials stay on the server, and their socket. */
export function dataRelaysModule(kit: RouteKit): void {
  kit.messages(relayMessages);
  relayRoutes(kit);
  let hub: RelayHub | undefined;
  kit.upgrade({
    path: DATA_RELAY_SOCKET_PATH,
    handle(services, request, socket, head, address, log) {
      hub ??= new RelayHub(services, log);
      hub.upgrade(request, socket, head, address);
    },
  });
  kit.onClose(() => hub?.close());
}
