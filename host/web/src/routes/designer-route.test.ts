import { describe, expect, it } from 'vitest';
import { designerRouteOf } from './designer-route.js';
import { parseRouteParams } from './route-params.js';

describe('designer route of an address', () => {
  it('takes project, scene, version, category and ticket from the parsed parameters', () => {
    expect(designerRouteOf(parseRouteParams({ projectUuid: 'p%201', sceneId: 's-1', sceneIdVersion: '12', ticket: 't' }))).toEqual({
      projectUuid: 'p 1', sceneId: 's-1', version: 12, ticket: 't',
    });
    expect(designerRouteOf(parseRouteParams({ projectUuid: 'p', sceneId: 's', sceneIdVersion: '3', category: 'Rooms' }))).toEqual({
      projectUuid: 'p', sceneId: 's', version: 3, category: 'Rooms',
    });
  });

  it('leaves out what the address does not name, and a version that is not a number', () => {
    expect(designerRouteOf(parseRouteParams({}))).toEqual({});
    expect(designerRouteOf(parseRouteParams({ projectUuid: 'p', sceneId: 's', sceneIdVersion: 'latest' }))).toEqual({ projectUuid: 'p', sceneId: 's' });
  });

  it('reads safe mode from the query (?safeMode=1 only)', () => {
    expect(designerRouteOf(parseRouteParams({ projectUuid: 'p' }), '?safeMode=1&x=2')).toEqual({ projectUuid: 'p', safeMode: true });
    expect(designerRouteOf(parseRouteParams({ projectUuid: 'p' }), '?safeMode=0')).toEqual({ projectUuid: 'p' });
  });
});
