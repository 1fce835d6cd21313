import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, isPreviewPagePath, isSandboxWorkerPath, previewPagePolicy, SANDBOX_WORKER_POLICY } from './security-headers.js';

describe('the player\'s policies', () => {
  it('gives the sandbox worker eval and nothing else', () => {
    expect(SANDBOX_WORKER_POLICY).toContain("script-src 'unsafe-eval'");
    expect(SANDBOX_WORKER_POLICY).toContain("default-src 'none'");
    expect(SANDBOX_WORKER_POLICY).not.toMatch(/connect-src|'self'/);
    expect(isSandboxWorkerPath('/assets/logic-sandbox.worker-DwtwhzHF.js')).toBe(true);
    expect(isSandboxWorkerPath('/assets/logic-sandbox.worker-x.js/../index.js')).toBe(false);
    expect(isSandboxWorkerPath('/assets/index-abc.js')).toBe(false);
  });

  it('lets only preview pages fetch data from other http(s) origins, keeping the rest of the page policy', () => {
    const policy = previewPagePolicy(CONTENT_SECURITY_POLICY);
    expect(policy).toContain("connect-src 'self' data: blob: http: https:");
    expect(policy.replace(' http: https:', '')).toBe(CONTENT_SECURITY_POLICY);
    expect(isPreviewPagePath('/preview/p/s/t')).toBe(true);
    expect(isPreviewPagePath('/design/p/s')).toBe(false);
  });
});
