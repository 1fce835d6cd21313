import { describe, expect, it } from 'vitest';
import { httpOriginsOf } from './http-origins.js';

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
