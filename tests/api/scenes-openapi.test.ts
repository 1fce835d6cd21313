import { expect, it } from 'vitest';
import { describeBackends } from './support/server.js';

describeBackends('scene routes in the OpenAPI document', (api) => {
  it('documents the scene and resource calls', async () => {
    const reply = await api.anon.repo('GET', '/docs/openapi.json');
    expect(reply.status).toBe(200);
    const paths = Object.keys((reply.body as { paths: Record<string, unknown> }).paths);
    for (const p of ['/cloud/api/repo/kf-scene/saveScene', '/cloud/api/repo/kf-pub-resource/get-group-tree', '/cloud/api/repo/kf-scene/import-scene', '/cloud/api/repo/kf-resource/build-in-hdrs']) {
      expect(paths, p).toContain(p);
    }
    expect(JSON.stringify(reply.body)).toContain('scene.modifiedByOthers');
  });
});
