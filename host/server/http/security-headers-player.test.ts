import { describe, expect, it } from 'vitest';
import {
  designerPagePolicy, isKtx2WorkerPath, isPreviewPagePath, isSandboxWorkerPath, KTX2_WORKER_POLICY, previewPagePolicy, SANDBOX_WORKER_POLICY, securityHeaders,
} from './security-headers.js';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the policy of each page kind', () => {
  it('gives the sandbox worker eval in an opaque origin and nothing else', () => {
    expect(SANDBOX_WORKER_POLICY).toBe("default-src 'none'; script-src 'unsafe-eval'; sandbox allow-scripts");
    expect(isSandboxWorkerPath('/assets/logic-sandbox.worker-DwtwhzHF.js')).toBe(true);
    expect(isSandboxWorkerPath('/assets/logic-sandbox.worker-x.js/../index.js')).toBe(false);
    expect(isSandboxWorkerPath('/assets/index-abc.js')).toBe(false);
  });

  it('gives the KTX2 worker eval for the transcoder, its own origin only', () => {
    expect(KTX2_WORKER_POLICY).toBe("default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'");
    expect(isKtx2WorkerPath('/assets/ktx2.worker-B2x_9.js')).toBe(true);
    expect(isKtx2WorkerPath('/assets/ktx2.worker-B2x.js?x')).toBe(false);
  });

  it('keeps eval and blob: scripts off the designer, with the plugin origins an operator allows', () => {
    const policy = designerPagePolicy({ scriptHashes: ["'sha256-abc'"], pluginOrigins: ['https://plugins.example.com'] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc' 'wasm-unsafe-eval' https://plugins.example.com");
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*blob:|http: https:/);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' data: blob:");
    const live = designerPagePolicy({ dataOrigins: ['https://broker.example.com', 'https://x.example; script-src *'] });
    expect(directive(live, 'connect-src')).toBe("connect-src 'self' data: blob: https://broker.example.com wss://broker.example.com");
    expect(directive(live, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  it('lists exactly the scene\'s data origins on a preview page, never http: https:', () => {
    const policy = previewPagePolicy({ dataOrigins: ['https://data.example.com', 'http://127.0.0.1:4567', "https://x.example; script-src *", 'http:'] });
    for (const name of ['img-src', 'media-src']) {
      expect(directive(policy, name)).toMatch(/ https:\/\/data\.example\.com http:\/\/127\.0\.0\.1:4567$/);
    }
    // connect-src has each origin's WebSocket form too (live data's MQTT and WebSocket feeds).
    expect(directive(policy, 'connect-src')).toMatch(/ https:\/\/data\.example\.com wss:\/\/data\.example\.com http:\/\/127\.0\.0\.1:4567 ws:\/\/127\.0\.0\.1:4567$/);
    expect(policy).not.toMatch(/http: |https: |'unsafe-eval'|x\.example/);
    expect(directive(previewPagePolicy(), 'connect-src')).toBe("connect-src 'self' data: blob:");
    // Scripts: the page's own and the operator's plugin origins (the user's plugins that run in previews), never a data origin.
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    const withPlugins = previewPagePolicy({ dataOrigins: ['https://data.example.com'], pluginOrigins: ['https://plugins.example.com'] });
    expect(directive(withPlugins, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://plugins.example.com");
    expect(isPreviewPagePath('/preview/p/s/t')).toBe(true);
    expect(isPreviewPagePath('/presenter/AbCdEfGhIjKlMnOpQrStUv')).toBe(true);
    expect(isPreviewPagePath('/design/p/s')).toBe(false);
    expect(isPreviewPagePath('/productExhibition')).toBe(true);
    expect(isPreviewPagePath('/productExhibition/presenter/abc')).toBe(true);
    expect(isPreviewPagePath('/productExhibitionX')).toBe(false);
  });

  it('sends a permissions policy and an opener policy with every response', () => {
    const headers = securityHeaders();
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });
});
