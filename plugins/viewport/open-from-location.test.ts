import { describe, expect, it } from 'vitest';
import { sceneOfPath } from './open-from-location.js';

describe('sceneOfPath', () => {
  it('reads project and scene from designer addresses', () => {
    expect(sceneOfPath('/artistDesigner/p1/s%201/3')).toEqual({ projectUuid: 'p1', sceneUuid: 's 1' });
    expect(sceneOfPath('/artistDesignerWithCategory/p1/s2/1/Default')).toEqual({ projectUuid: 'p1', sceneUuid: 's2' });
    expect(sceneOfPath('/artistDesigner/p1')).toBeUndefined();
    expect(sceneOfPath('/projects')).toBeUndefined();
  });
});
