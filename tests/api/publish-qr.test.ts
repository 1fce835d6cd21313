// QR codes of publish links (issue 27, docs/publishing.md "QR code and poster"): the owner gets a PNG data URL that
// decodes to the link's public address; nobody else gets one; generated bad bodies are a 400.
import fc from 'fast-check';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../host/server/config.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { PublishLinkVo } from '../../sdk/contract/publish-link.js';
import { PublishQrLimits, type PublishQrReply } from '../../sdk/contract/publish-qr.js';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';

const LINK = '/repo/kf-publish-link';

/** The text a QR code PNG data URL decodes to, and the picture's size. */
function decodeQr(dataUrl: string): { text: string | undefined; width: number; height: number } {
  expect(dataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return { text: code?.data, width: png.width, height: png.height };
}

async function publishedLink(u: SceneUser): Promise<PublishLinkVo> {
  const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'QR scene', content: sceneContent(1, 'qr') }));
  return ok(await u.client.repo<PublishLinkVo>('POST', '/repo/kf-scene/pub-scene', { sceneUuid: scene.uuid }));
}

async function qr(u: SceneUser, body: unknown) {
  return u.client.repo<PublishQrReply>('POST', `${LINK}/qr-code`, body);
}

describeBackends('publish link QR codes', (api) => {
  it('gives the owner a PNG that decodes to the link\'s address on this site, at the width asked', async () => {
    const u = await newSceneUser(api);
    const link = await publishedLink(u);
    const reply = ok(await qr(u, { linkUuid: link.linkUuid }));
    const origin = new URL(api.anon.baseUrl).origin;
    expect(reply.address).toBe(`${origin}/preview/${link.shortKey}`);
    expect(reply.linkUuid).toBe(link.linkUuid);
    expect(decodeQr(reply.qrCode)).toEqual({ text: reply.address, width: PublishQrLimits.defaultWidth, height: PublishQrLimits.defaultWidth });
    const small = ok(await qr(u, { linkUuid: link.linkUuid, width: PublishQrLimits.minWidth }));
    expect(decodeQr(small.qrCode)).toEqual({ text: reply.address, width: PublishQrLimits.minWidth, height: PublishQrLimits.minWidth });
    // A taken-down link still has its code (the owner may print it before publishing it again); asking counts no visit.
    ok(await u.client.repo('POST', `${LINK}/take-down`, { linkUuid: link.linkUuid }));
    expect(decodeQr(ok(await qr(u, { linkUuid: link.linkUuid })).qrCode).text).toBe(reply.address);
    const mine = ok(await u.client.repo<{ rows: PublishLinkVo[] }>('GET', `${LINK}/artist-links`)).rows;
    expect(mine.map((r) => [r.linkUuid, r.accessCount])).toEqual([[link.linkUuid, 0]]);
  });

  it('answers another user\'s or a deleted link with a 404 and an anonymous caller with a 401', async () => {
    const owner = await newSceneUser(api);
    const intruder = await newSceneUser(api);
    const link = await publishedLink(owner);
    const foreign = await qr(intruder, { linkUuid: link.linkUuid });
    expect([foreign.status, foreign.msg, foreign.data ?? null]).toEqual([404, 'This link does not exist.', null]);
    expect(JSON.stringify(foreign.body)).not.toContain(link.shortKey);
    expect((await api.anon.repo('POST', `${LINK}/qr-code`, { linkUuid: link.linkUuid })).status).toBe(401);
    ok(await owner.client.repo('DELETE', `${LINK}/${link.linkUuid}`));
    expect((await qr(owner, { linkUuid: link.linkUuid })).status).toBe(404);
  });

  it('refuses generated bad bodies with a 400 naming the problem, never a 500', async () => {
    const u = await newSceneUser(api);
    const link = await publishedLink(u);
    const bad = fc.oneof(
      fc.record({ linkUuid: fc.oneof(fc.constant(''), fc.string({ minLength: 129, maxLength: 300 }), fc.integer(), fc.constant(null), fc.array(fc.string())) }),
      fc.record({ linkUuid: fc.constant(link.linkUuid), width: fc.oneof(
        fc.integer({ max: PublishQrLimits.minWidth - 1 }), fc.integer({ min: PublishQrLimits.maxWidth + 1 }), fc.double({ noInteger: true, noNaN: true }),
        fc.string(), fc.boolean(), fc.constant(null),
      ) }),
      fc.constant({}),
    );
    for (const body of fc.sample(bad, { numRuns: 50, seed: 2707 })) {
      const reply = await qr(u, body);
      expect([reply.status, reply.code], JSON.stringify(body).slice(0, 200)).toEqual([400, 405]);
      expect(reply.msg).toBeTruthy();
    }
  }, 60_000);
});

describeBackends('publish link QR codes behind a public origin', (api) => {
  it('encodes the configured PUBLIC_ORIGIN, not the address the request came to', async () => {
    const u = await newSceneUser(api);
    const link = await publishedLink(u);
    const reply = ok(await qr(u, { linkUuid: link.linkUuid }));
    expect(reply.address).toBe(`https://scenes.example.com/preview/${link.shortKey}`);
    expect(decodeQr(reply.qrCode).text).toBe(reply.address);
  });
}, () => ({ publicOrigin: 'https://scenes.example.com' }));

describe('PUBLIC_ORIGIN', () => {
  it('takes an http(s) origin and refuses anything else at start', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://scenes.example.com/' }).publicOrigin).toBe('https://scenes.example.com');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' }).publicOrigin).toBe('http://10.0.0.5:8080');
    for (const bad of ['scenes.example.com', 'ftp://x.example', 'https://x.example/path', 'javascript:alert(1)', 'https://user@x.example']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/);
    }
  });
});
