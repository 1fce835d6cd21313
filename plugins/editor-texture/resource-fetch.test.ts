import { describe, expect, it } from 'vitest';
import { isResourceFileUrl } from './resource-fetch.js';

describe('resource file urls (the only ones previews fetch with the session token)', () => {
  const page = 'https://app.example/artistDesigner/p/s/1';
  it('are one segment under {base}/resources on our origin', () => {
    expect(isResourceFileUrl('/cloud/resources/abc?name=a.png', '/cloud', page)).toBe(true);
    expect(isResourceFileUrl('https://app.example/cloud/resources/abc', '/cloud', page)).toBe(true);
  });
  it('are not other hosts, other paths or deeper paths', () => {
    expect(isResourceFileUrl('https://evil.example/cloud/resources/abc', '/cloud', page)).toBe(false);
    expect(isResourceFileUrl('/cloud/api/repo/kf-resource/build-in-file/images/a.png', '/cloud', page)).toBe(false);
    expect(isResourceFileUrl('/cloud/resources/a/b', '/cloud', page)).toBe(false);
    expect(isResourceFileUrl('/cloud/resources/', '/cloud', page)).toBe(false);
  });
});
