import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isClosedAddress, upstreamRefusal } from './upstream-address.js';
import { openSecret, sealSecret } from './relay-secrets.js';
import { issueRelayTicket, readRelayTicket } from './relay-ticket.js';
import { sceneRelays } from './scene-relays.js';

describe('data relay parts', () => {
  it('refuses loopback, private, link-local and mapped addresses unless the operator lists the origin', async () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', 'nonsense']) {
      expect(isClosedAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '2606:2800:220:1::1', '8.8.8.8']) expect(isClosedAddress(a), a).toBe(false);
    expect(await upstreamRefusal('ws://127.0.0.1:1883/')).toBe('dataRelay.error.address');
    expect(await upstreamRefusal('ws://[::1]:1883/')).toBe('dataRelay.error.address');
    expect(await upstreamRefusal('ws://127.0.0.1:1883/', ['http://127.0.0.1:1883'])).toBeUndefined();
    expect(await upstreamRefusal('wss://8.8.8.8/mqtt')).toBeUndefined();
    expect(await upstreamRefusal('ws://u:p@8.8.8.8/')).toBe('dataRelay.error.url');
  });

  it('seals secrets with AES-GCM: the text shows nothing of them, another key or a changed byte opens nothing', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, { password: 'pw-123456', headers: [{ name: 'X-Key', value: 'hv-987' }] });
    expect(sealed).not.toContain('pw-123456');
    expect(openSecret(key, sealed)).toEqual({ password: 'pw-123456', headers: [{ name: 'X-Key', value: 'hv-987' }] });
    expect(openSecret(randomBytes(32), sealed)).toEqual({ password: '', headers: [] });
    expect(openSecret(key, `${sealed.slice(0, -2)}AA`)).toEqual({ password: '', headers: [] });
    expect(sealSecret(key, { password: '', headers: [] })).toBe('');
  });

  it('reads back only tickets it signed, before they expire', () => {
    const ticket = issueRelayTicket('secret', { relays: { r1: ['a/+'], r2: null }, scope: 'link:x', expiresAt: 2000 });
    expect(readRelayTicket('secret', ticket, 1000)).toEqual({ relays: { r1: ['a/+'], r2: null }, scope: 'link:x', expiresAt: 2000 });
    expect(readRelayTicket('secret', ticket, 2000)).toBeUndefined();
    expect(readRelayTicket('other', ticket, 1000)).toBeUndefined();
    expect(readRelayTicket('secret', 42, 1000)).toBeUndefined();
    const forged = Buffer.from(JSON.stringify({ r: { r3: null }, s: 'x', e: 9e15 })).toString('base64url') + ticket.slice(-43);
    expect(readRelayTicket('secret', forged, 1000)).toBeUndefined();
  });

  it('names the relays of a scene\'s relay sources with their bindings\' topics, reading the content as hostile', () => {
    const content = JSON.stringify({ nodes: { scene: { id: 'scene', parent: null, props: { liveData: {
      sources: [{ id: 's1', kind: 'relay', relay: 'R1' }, { id: 's2', kind: 'mqtt', relay: 'R2', url: 'ws://x' }, { id: 's3', kind: 'relay' }, 'junk'],
      bindings: [{ id: 'b1', source: 's1', topic: 'a/#', path: '', target: { node: 'n', property: 'p' } }, { id: 'b2', source: 's1', topic: '', target: { node: 'n', property: 'p' } }],
    } } } } });
    expect([...sceneRelays(content)]).toEqual([['R1', ['a/#']]]);
    expect(sceneRelays('not json').size).toBe(0);
    expect(sceneRelays('{"nodes":{"scene":{"parent":null,"props":{"liveData":"x"}}}}').size).toBe(0);
  });
});
