import { describe, expect, it } from 'vitest';
import { isAllowed, permissionKey } from './permission-key.js';

describe('permissionKey', () => {
  it('is stable and tells resource + action pairs apart', () => {
    expect(permissionKey('project', 'read')).toBe(permissionKey('project', 'read'));
    const keys = new Set(['project:read', 'project:write', 'scene:read', 'scene:write', 'projec:tread'].map((k) => permissionKey(...(k.split(':') as [string, string]))));
    expect(keys.size).toBe(5);
    expect(permissionKey('project', 'read')).toMatch(/^[0-9a-z]+$/);
  });

  it('gives the keys stored in accounts, asked once or many times', () => {
    for (let i = 0; i < 3; i++) {
      expect([permissionKey('project', 'read'), permissionKey('projec', 'tread'), permissionKey('kf-project', 'get-all')]).toEqual(['acfi44uaxs', '76kzew1f4t', '1t57v7f4d97']);
    }
  });
});

describe('isAllowed', () => {
  const read = permissionKey('project', 'read');
  const write = permissionKey('project', 'write');
  it('lets a manager do everything', () => {
    expect(isAllowed({ manager: true, prosCons: true, pvg: [], allP: [] }, 'project', 'write')).toBe(true);
  });
  it('allow-list mode needs the key in pvg', () => {
    const perms = { manager: false, prosCons: true, pvg: [read], allP: [read, write] };
    expect(isAllowed(perms, 'project', 'read')).toBe(true);
    expect(isAllowed(perms, 'project', 'write')).toBe(false);
  });
  it('deny-list mode needs the key absent from pvg and present in allP', () => {
    const perms = { manager: false, prosCons: false, pvg: [write], allP: [read, write] };
    expect(isAllowed(perms, 'project', 'read')).toBe(true);
    expect(isAllowed(perms, 'project', 'write')).toBe(false);
    expect(isAllowed(perms, 'scene', 'read')).toBe(false);
  });
});
