import { describe, expect, it } from 'vitest';
import { freshModuleUrl, withoutFreshPrefix } from './fresh-module-path.js';

describe('fresh module paths', () => {
  it('put a token in front of the path, and relative imports resolve under it', () => {
    const entry = freshModuleUrl(new URL('https://host.test/plugins/acme/index.js?v=2'), 'k3x9');
    expect(entry.href).toBe('https://host.test/@fresh/k3x9/plugins/acme/index.js?v=2');
    expect(new URL('./parts/panel.js', entry).href).toBe('https://host.test/@fresh/k3x9/plugins/acme/parts/panel.js');
    expect(new URL('../shared.js', entry).href).toBe('https://host.test/@fresh/k3x9/plugins/shared.js');
  });

  it('map back to the module\'s own path, and leave every other path alone', () => {
    expect(withoutFreshPrefix('/@fresh/k3x9/plugins/acme/index.js?v=2')).toBe('/plugins/acme/index.js?v=2');
    expect(withoutFreshPrefix('/@fresh/k3x9/a.js')).toBe('/a.js');
    expect(withoutFreshPrefix('/plugins/acme/index.js')).toBeUndefined();
    expect(withoutFreshPrefix('/@fresh/K3X9/a.js')).toBeUndefined();
    expect(withoutFreshPrefix('/@fresh/k3x9')).toBeUndefined();
    expect(withoutFreshPrefix(`/@fresh/${'a'.repeat(33)}/a.js`)).toBeUndefined();
  });

  it('refuse a token outside [0-9a-z]{1,32}', () => {
    expect(() => freshModuleUrl(new URL('https://host.test/a.js'), '../x')).toThrow(RangeError);
  });
});
