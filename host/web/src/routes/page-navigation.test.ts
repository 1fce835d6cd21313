import { describe, expect, it } from 'vitest';
import { sameSitePath } from './page-navigation.js';

describe('the way back of a login sent from a page without the router', () => {
  it('is a path of this site, never another host', () => {
    expect(sameSitePath('/preview/AbC')).toBe('/preview/AbC');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null, undefined, `/${'a'.repeat(2048)}`]) {
      expect(sameSitePath(bad), String(bad)).toBeUndefined();
    }
  });
});
