import { describe, expect, it } from 'vitest';
import { FindProMaterials, UpdateProMaterial } from '../../sdk/contract/endpoints/resource.js';
import type { AnyEndpoint, ApiService, OpenScenesService, SceneNodeData } from '../../sdk/index.js';
import { ProjectMaterials, readProjectMaterialData } from './project-materials.js';

function fakes(activeId: string) {
  const calls: { endpoint: AnyEndpoint; input: unknown }[] = [];
  const rows = [
    { uuid: 'r1', name: 'Gold', data: { type: 'PBRMaterial', props: { metallic: 1 } } },
    { uuid: 'r2', name: 'Note', data: { text: 'not a material' } },
    { uuid: 'r3', name: 'Broken', data: { type: 'PBRMaterial', props: [1] } },
  ];
  const api = {
    call: async (endpoint: AnyEndpoint, input: unknown) => {
      calls.push({ endpoint, input });
      return endpoint === FindProMaterials ? rows : { uuid: 'new-uuid' };
    },
  } as unknown as ApiService;
  const scenes = { activeId, tabs: [{ id: 's1', projectUuid: 'p1' }] } as unknown as OpenScenesService;
  return { calls, project: new ProjectMaterials(api, scenes) };
}

const material: SceneNodeData = { id: 'm', type: 'StandardMaterial', parent: 'materials', name: `  ${'Red paint '.repeat(10)}`, props: { alpha: 0.5 }, children: [] };

describe('project materials', () => {
  it('saves a material to the active scene\'s project as its type and props, the name trimmed to 50 characters', async () => {
    const { calls, project } = fakes('s1');
    expect(project.available).toBe(true);
    expect(await project.save(material)).toBe('new-uuid');
    expect(calls[0].endpoint).toBe(UpdateProMaterial);
    const body = (calls[0].input as { body: { projectId: string; name: string; data: unknown } }).body;
    expect(body.projectId).toBe('p1');
    expect(body.name).toHaveLength(50);
    expect(body.name.startsWith('Red paint')).toBe(true);
    expect(body.data).toEqual({ type: 'StandardMaterial', props: { alpha: 0.5 } });
  });

  it('lists only the rows whose data is a material', async () => {
    const { calls, project } = fakes('s1');
    expect(await project.list()).toEqual([{ uuid: 'r1', name: 'Gold', data: { type: 'PBRMaterial', props: { metallic: 1 } } }]);
    expect(calls[0].input).toEqual({ query: { projectId: 'p1' } });
  });

  it('needs a saved scene: a new scene (+ id) neither saves nor lists', async () => {
    const { calls, project } = fakes('+123');
    expect(project.available).toBe(false);
    expect(await project.list()).toEqual([]);
    await expect(project.save(material)).rejects.toThrow('no saved scene');
    expect(calls).toEqual([]);
  });

  it('reads stored data defensively', () => {
    for (const bad of [null, 1, 'x', [], { type: '' }, { type: 'A', props: null }, { type: 'x'.repeat(101), props: {} }]) expect(readProjectMaterialData(bad)).toBeUndefined();
    expect(readProjectMaterialData({ type: 'A', props: { a: 1 }, extra: 2 })).toEqual({ type: 'A', props: { a: 1 } });
  });
});
