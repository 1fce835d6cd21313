// Where a relay may connect from the server (docs/live-data.md): the server reaches addresses a visitor's browser
// could not (its own network), so a relay's broker must be an origin the operator lists in DATA_ORIGINS, or a host
// whose every address is public (no loopback, private, link-local or shared address space).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { dataUrlOrigin } from '../../../../libs/origins/index.js';

const closed = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) closed.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) closed.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one a relay may not reach unless the operator lists it. */
export function isClosedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return closed.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return closed.check(mapped[1], 'ipv4');
  return closed.check(address, 'ipv6');
}

/** Why a relay may not connect to `url` (an i18n key of the relay source), or undefined when it may. */
export async function upstreamRefusal(url: string, dataOrigins: readonly string[] = []): Promise<string | undefined> {
  const origin = dataUrlOrigin(url);
  if (!origin) return 'dataRelay.error.url';
  if (dataOrigins.includes(origin)) return undefined;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  try {
    const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true, verbatim: true });
    if (!addresses.length || addresses.some((a) => isClosedAddress(a.address))) return 'dataRelay.error.address';
  } catch {
    return 'dataRelay.error.address';
  }
  return undefined;
}
