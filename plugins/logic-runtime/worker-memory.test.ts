import { describe, expect, it } from 'vitest';
import { workerBytes, workerMemoryMeter } from './worker-memory.js';

const isSandbox = (url: string) => url.includes('/logic-sandbox.worker-');

// The shape Chromium 156 answered with in the player (a worker holding 800 MB, the page, a KTX2 worker).
const measurement = {
  bytes: 800_800_000,
  breakdown: [
    { bytes: 0, attribution: [], types: [] },
    { bytes: 250_000, attribution: [{ url: 'http://127.0.0.1:5207/preview/p/s/t', scope: 'Window' }], types: ['JavaScript'] },
    { bytes: 800_276_830, attribution: [{ url: 'http://127.0.0.1:5207/assets/logic-sandbox.worker-AbC12.js', scope: 'DedicatedWorkerGlobalScope' }], types: ['JavaScript'] },
    { bytes: 3_000_000, attribution: [{ url: 'http://127.0.0.1:5207/assets/ktx2.worker-AbC12.js', scope: 'DedicatedWorkerGlobalScope' }], types: ['JavaScript'] },
    { bytes: 176_000, attribution: [], types: ['Shared'] },
  ],
};

describe('worker memory', () => {
  it('counts only the bytes attributed to the sandbox worker', () => {
    expect(workerBytes(measurement, isSandbox)).toBe(800_276_830);
    expect(workerBytes({ breakdown: [] }, isSandbox)).toBe(0);
  });

  it('measures nothing where the page is not cross-origin isolated or the API is missing', async () => {
    const measure = async () => measurement;
    expect(workerMemoryMeter(isSandbox, { crossOriginIsolated: false, performance: { measureUserAgentSpecificMemory: measure } } as unknown as typeof globalThis)).toBeUndefined();
    expect(workerMemoryMeter(isSandbox, { crossOriginIsolated: true, performance: {} } as unknown as typeof globalThis)).toBeUndefined();
    const meter = workerMemoryMeter(isSandbox, { crossOriginIsolated: true, performance: { measureUserAgentSpecificMemory: measure } } as unknown as typeof globalThis);
    expect(await meter?.()).toBe(800_276_830);
  });
});
