import { expect } from 'vitest';
import type { ModelLightJob } from '../../../sdk/contract/model-light.js';
import { ok } from '../support/server.js';
import { sphereGlb } from '../support/model-fixtures.js';
import type { AuthzGroup } from './types.js';

const BASE = '/repo/kf-model-light';

/** Lightweighting jobs: another user's job is not found by id or by output key. */
export const modelLightAuthz: AuthzGroup = {
  name: 'model lightweighting',
  async setup(_api, owner) {
    const queued = ok(await owner.client.upload<ModelLightJob>(`${BASE}/upload?ratio=0.5&productType=1`, {}, [{ field: 'file', name: 'owner.glb', data: await sphereGlb(6, 6) }]));
    for (let i = 0; i < 600; i++) {
      const job = ok(await owner.client.repo<ModelLightJob>('POST', `${BASE}/status`, { jobId: queued.jobId }));
      if (job.status === 'done') return { modelLightJobId: job.jobId, modelLightKey: job.key! };
      if (job.status !== 'queued' && job.status !== 'running') throw new Error(`the owner's job ended ${job.status}: ${job.errorMsg}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the owner\'s job did not finish');
  },
  cases: {
    'POST /repo/kf-model-light/status': (ids) => ({ method: 'POST', path: `${BASE}/status`, body: { jobId: ids.modelLightJobId } }),
    'GET /repo/kf-model-light/download': (ids) => ({ method: 'GET', path: `${BASE}/download`, query: { key: ids.modelLightKey } }),
    'GET /repo/kf-model-light/read': (ids) => ({ method: 'GET', path: `${BASE}/read`, query: { key: ids.modelLightKey } }),
    'DELETE /repo/kf-model-light/delete': (ids) => ({ method: 'DELETE', path: `${BASE}/delete`, query: { jobId: ids.modelLightJobId, productType: 1 } }),
  },
  exempt: {
    'POST /repo/kf-model-light/upload': 'queues a job of the signed-in user; takes no id',
    'GET /repo/kf-model-light/count': 'counts the signed-in user\'s own uploads and jobs; takes no id',
    'GET /repo/kf-model-light/list': 'lists the signed-in user\'s own jobs only; takes no id',
  },
  async verify(_api, owner, ids) {
    const job = ok(await owner.client.repo<ModelLightJob>('POST', `${BASE}/status`, { jobId: ids.modelLightJobId }));
    expect([job.status, job.key]).toEqual(['done', ids.modelLightKey]);
  },
};
