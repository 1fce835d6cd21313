import { describe, expect, it } from 'vitest';
import { dataUrlOrigin, httpOriginsOf } from './http-origins.js';

describe('httpOriginsOf', () => {
  it('keeps the origins of http(s) URLs in order, once, and skips everything else', () => {
    expect(httpOriginsOf('https://a.example/x, ftp://b.example\njavascript:alert(1) http://c.example:81 https://a.example', 32))
      .toEqual(['https://a.example', 'http://c.example:81']);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 40 }, (_, i) => `https://h${i}.example`).join('\n');
    expect(httpOriginsOf(many, 32)).toHaveLength(32);
  });
});

describe('dataUrlOrigin', () => {
  it('judges ws: and wss: URLs by the http(s) origin of the same host and port, and refuses the rest', () => {
    expect(dataUrlOrigin('ws://127.0.0.1:9001/mqtt')).toBe('http://127.0.0.1:9001');
    expect(dataUrlOrigin('wss://broker.example.com/mqtt')).toBe('https://broker.example.com');
    expect(dataUrlOrigin('https://feed.example.com:8443/x?y')).toBe('https://feed.example.com:8443');
    expect(dataUrlOrigin('ws://user:pw@h.example')).toBeUndefined();
    expect(dataUrlOrigin('javascript:alert(1)')).toBeUndefined();
    expect(dataUrlOrigin('not a url')).toBeUndefined();
  });
});
