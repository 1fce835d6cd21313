import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes Zod jitless when it runs before Zod loads', async () => {
    await import('./zod-jitless.js');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
