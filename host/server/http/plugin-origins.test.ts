import { describe, expect, it } from 'vitest';
import { designerPagePolicy } from './security-headers.js';
import { parsePluginOrigins } from './plugin-origins.js';

describe('PLUGIN_ORIGINS', () => {
  it('parses origins with URL, drops duplicates and a trailing slash, and refuses anything but a bare http(s) origin', () => {
    expect(parsePluginOrigins(undefined)).toEqual([]);
    expect(parsePluginOrigins(' https://a.example , https://b.example:8443/,https://a.example ')).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => parsePluginOrigins('https://a.example/plugins')).toThrow(/"https:\/\/a\.example\/plugins" is not an http\(s\) origin/);
    expect(() => parsePluginOrigins('javascript:alert(1)')).toThrow(/not an http\(s\) origin/);
    expect(() => parsePluginOrigins('https://user:pw@a.example')).toThrow(/not an http\(s\) origin/);
    expect(() => parsePluginOrigins('a.example')).toThrow(/is not a URL/);
    expect(() => parsePluginOrigins("https://a.example;script-src *")).toThrow();
  });

  it('the designer page allows the parsed origins as script sources, and nothing else from them', () => {
    const policy = designerPagePolicy({ pluginOrigins: parsePluginOrigins('https://a.example,https://b.example') });
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toMatch(/^script-src 'self' .*https:\/\/a\.example https:\/\/b\.example$/);
    expect(directive('img-src')).not.toContain('a.example');
    expect(directive('connect-src')).not.toContain('a.example');
  });
});
