import { describe, expect, it } from 'vitest';
import { originRefusal } from './plugin-origins.js';

const PAGE = 'https://designer.example.com/artistDesigner/p/s/1';

describe('originRefusal', () => {
  it('allows the page\'s own origin (relative or absolute) and the operator\'s origins', () => {
    expect(originRefusal('/plugins/a.js', PAGE, [])).toBeUndefined();
    expect(originRefusal('https://designer.example.com/x.js', PAGE, [])).toBeUndefined();
    expect(originRefusal('https://cdn.example.org/p/a.js?v=2', PAGE, ['https://cdn.example.org'])).toBeUndefined();
  });

  it('refuses another origin, naming it, the page\'s and the allowed ones (a port or scheme makes another origin)', () => {
    expect(originRefusal('https://cdn.example.org/a.js', PAGE, ['https://plugins.example.com']))
      .toEqual({ kind: 'origin', origin: 'https://cdn.example.org', page: 'https://designer.example.com', allowed: ['https://plugins.example.com'] });
    expect(originRefusal('https://designer.example.com:8443/a.js', PAGE, [])).toMatchObject({ origin: 'https://designer.example.com:8443' });
    expect(originRefusal('http://designer.example.com/a.js', PAGE, [])).toMatchObject({ origin: 'http://designer.example.com' });
  });

  it('refuses what is not an http(s) address', () => {
    expect(originRefusal('data:text/javascript,export default {}', PAGE, [])).toEqual({ kind: 'notHttp' });
    expect(originRefusal('javascript:alert(1)', PAGE, [])).toEqual({ kind: 'notHttp' });
    expect(originRefusal('http://[bad', PAGE, [])).toEqual({ kind: 'notHttp' });
  });
});
