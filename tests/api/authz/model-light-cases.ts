import { expect } from 'vitest';
import type { ModelLightJob } from '../../../sdk/contract/model-light.js';
import { ok } from '../support/server.js';
import { sphereGlb } from '../support/model-fixtures.js';
import type { AuthzGroup } from './types.js';
import { movePoints } from '../../../host/server/modules/commerce/points-ledger.js';
import { discPng } from '../../support/disc-png.js';

const BASE = '/repo/kf-model-light';

/** Lightweighting jobs: another user's job is not found by id or by output key. */
export const modelLightAuthz: AuthzGroup = {
  name: 'model lightweighting',
  async setup(api, owner) {
    // A payment of the owner's for a generation (AI model jobs share these calls with productType 2).
    await api.server.db.updateTable('users').set({ plan: 'PROFESSIONAL' }).where('id', '=', owner.id).execute(); // spending points needs it
    await movePoints({ db: api.server.db, dialect: api.backend, now: api.clock.now() }, { userId: owner.id, kind: 'grant', amount: 20, requestKey: 'authz-grant' });
    const paid = ok(await owner.client.repo<{ entry: { id: string } }>('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai-model-generation', userUuid: owner.id, requestKey: 'authz-ai' }));
    const queued = ok(await owner.client.upload<ModelLightJob>(`${BASE}/upload?ratio=0.5&productType=1`, {}, [{ field: 'file', name: 'owner.glb', data: await sphereGlb(6, 6) }]));
    for (let i = 0; i < 600; i++) {
      const job = ok(await owner.client.repo<ModelLightJob>('POST', `${BASE}/status`, { jobId: queued.jobId }));
      if (job.status === 'done') return { modelLightJobId: job.jobId, modelLightKey: job.key!, aiPointsEntry: paid.entry.id };
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
    'POST /repo/kf-model-light/generate': (ids) => ({
      method: 'POST', path: `${BASE}/generate?productType=2&pointsEntry=${encodeURIComponent(ids.aiPointsEntry)}`,
      upload: { fields: {}, files: [{ field: 'file', name: 'a.png', data: discPng() }] },
    }),
  },
  exempt: {
    'POST /repo/kf-model-light/upload': 'queues a job of the signed-in user; takes no id',
    'GET /repo/kf-model-light/count': 'counts the signed-in user\'s own uploads and jobs; takes no id',
    'GET /repo/kf-model-light/list': 'lists the signed-in user\'s own jobs only; takes no id',
    'GET /repo/kf-model-light/ai-provider': 'tells which generation provider the server runs; takes no id',
  },
  async verify(api, owner, ids) {
    const job = ok(await owner.client.repo<ModelLightJob>('POST', `${BASE}/status`, { jobId: ids.modelLightJobId }));
    expect([job.status, job.key]).toEqual(['done', ids.modelLightKey]);
    // The owner's payment is still unused: no job, no refund.
    expect((await owner.client.repo('POST', `${BASE}/status`, { jobId: ids.aiPointsEntry })).status).toBe(404);
    expect(await api.server.db.selectFrom('point_entries').select('id').where('refund_of', '=', ids.aiPointsEntry).execute()).toEqual([]);
  },
};
