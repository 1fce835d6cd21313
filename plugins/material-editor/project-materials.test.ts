import { describe, expect, it } from 'vitest';
import { DeleteProMaterial, FindProMaterials, UpdateProMaterial } from '../../sdk/endpoints.js';
import type { AnyEndpoint, ApiService, OpenScenesService, SceneNodeData } from '../../sdk/index.js';
import { ProjectMaterials, portableMaterialProps, readProjectMaterialData } from './project-materials.js';

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
      if (endpoint === FindProMaterials) return rows;
      if (endpoint === DeleteProMaterial) return { uuid: (input as { params: { uuid: string } }).params.uuid };
      return { uuid: (input as { body: { uuid?: string | null } }).body.uuid ?? 'new-uuid' };
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
    expect(await project.save(material, () => undefined)).toEqual({ uuid: 'new-uuid', updated: false });
    expect(calls.map((c) => c.endpoint)).toEqual([FindProMaterials, UpdateProMaterial]);
    const body = (calls[1].input as { body: { uuid: string | null; projectId: string; name: string; data: unknown } }).body;
    expect(body.uuid).toBeNull();
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
    await expect(project.save(material, () => undefined)).rejects.toThrow('no saved scene');
    await expect(project.remove(material)).rejects.toThrow('no saved scene');
    expect(calls).toEqual([]);
  });

  it('reads stored data defensively', () => {
    for (const bad of [null, 1, 'x', [], { type: '' }, { type: 'A', props: null }, { type: 'x'.repeat(101), props: {} }]) expect(readProjectMaterialData(bad)).toBeUndefined();
    expect(readProjectMaterialData({ type: 'A', props: { a: 1 }, extra: 2 })).toEqual({ type: 'A', props: { a: 1 } });
  });

  it('saving a material of a name the project has updates that resource instead of adding a twin', async () => {
    const { calls, project } = fakes('s1');
    expect(await project.save({ ...material, name: 'Gold', type: 'PBRMaterial' }, () => undefined)).toEqual({ uuid: 'r1', updated: true });
    expect((calls[1].input as { body: { uuid: string } }).body.uuid).toBe('r1');
  });

  it('deletes the project material of the node\'s name, and says when there is none', async () => {
    const { calls, project } = fakes('s1');
    expect(await project.remove({ ...material, name: 'Gold' })).toBe(true);
    expect(calls[1]).toEqual({ endpoint: DeleteProMaterial, input: { params: { uuid: 'r1' } } });
    expect(await project.remove({ ...material, name: 'Silver' })).toBe(false);
    expect(calls.filter((c) => c.endpoint === DeleteProMaterial)).toHaveLength(1);
  });

  it('saves a mixed material\'s shared channels as independent copies (another scene has no such node)', () => {
    const own = { id: 'c1', name: 'Own', blend: 2, stages: [{ id: 's1', kind: 'Texture', url: 'data:image/png;base64,AA' }] };
    const node: SceneNodeData = { id: 'k', type: 'KMaterial', parent: 'materials', name: 'Mixed', children: [], props: { alphaCutOff: 0.2, channels: [own, { shared: 'sh' }, { shared: 'gone' }] } };
    const shared: SceneNodeData = { id: 'sh', type: 'KMaterialChannel', parent: 'materialChannels', name: 'Shade', children: [], props: { channel: { blend: 4, enabled: true, stages: [{ id: 'g', kind: 'Gradient', params: { colorA: { r: 0.5, g: 0.5, b: 0.5 } } }] } } };
    const props = portableMaterialProps(node, (id) => (id === 'sh' ? shared : undefined));
    expect(props['alphaCutOff']).toBe(0.2);
    const channels = props['channels'] as { id: string; name: string; blend: number; shared?: string; stages: { kind: string; params: unknown }[] }[];
    expect(channels.map((c) => [c.id, c.name, c.blend, c.shared])).toEqual([['c1', 'Own', 2, undefined], ['sh', 'Shade', 4, undefined]]);
    expect(channels[1].stages[0]).toMatchObject({ kind: 'Gradient', params: { colorA: { r: 0.5, g: 0.5, b: 0.5 } } });
    // Other material types are saved as they are.
    expect(portableMaterialProps(material, () => undefined)).toBe(material.props);
  });
});
