import { describe, expect, it } from 'vitest';
import { copyName } from './scene-routes.js';
import { categoryOf, selectedVersion } from './scene-store.js';
import { decodeAssetContent } from './scene-asset-routes.js';
import { groupsField } from '../resources/resource-routes.js';
import { buildGroupTree } from '../resources/group-routes.js';

describe('scene helpers', () => {
  it('names copies within 50 bytes', () => {
    expect(copyName('Hall')).toBe('Hall copy');
    expect(Buffer.byteLength(copyName('场'.repeat(16)), 'utf8')).toBeLessThanOrEqual(50);
    expect(copyName('场'.repeat(16)).endsWith(' copy')).toBe(true);
  });

  it('stores empty and All categories as Default', () => {
    expect(categoryOf(undefined)).toBe('Default');
    expect(categoryOf('  ')).toBe('Default');
    expect(categoryOf('All')).toBe('Default');
    expect(categoryOf(' Halls ')).toBe('Halls');
  });

  it('writes selectedVersion as version, time, user', () => {
    expect(selectedVersion(3, 0, 'ann')).toBe('3, 1970-01-01T00:00:00.000Z, ann');
  });

  it('decodes base64 and data-url asset content, refusing anything else', () => {
    expect(decodeAssetContent('aGk=').toString()).toBe('hi');
    expect(decodeAssetContent('data:text/plain;base64,aGk=').toString()).toBe('hi');
    expect(() => decodeAssetContent('not base64!')).toThrow();
  });

  it('reads groups from JSON or comma lists', () => {
    expect(groupsField(undefined)).toEqual([]);
    expect(groupsField('["a","b"]')).toEqual(['a', 'b']);
    expect(groupsField('a, b,,c')).toEqual(['a', 'b', 'c']);
  });

  it('builds a group tree, orphans at the root', () => {
    const row = (id: string, parent_id: string | null) => ({ id, parent_id, name: id, user_id: 'u', project_uuid: 'p', scene_uuid: null, type_id: 'image', created_at: 0 });
    const tree = buildGroupTree([row('a', null), row('b', 'a'), row('c', 'b'), row('d', 'missing')]);
    expect(tree.map((g) => g.id)).toEqual(['a', 'd']);
    expect(tree[0].children[0].children[0].id).toBe('c');
  });
});
