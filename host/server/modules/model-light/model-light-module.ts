import type { RouteKit } from '../../http/route-kit.js';
import { modelLightJob } from './model-light-job.js';
import { modelLightMessages } from './model-light-messages.js';
import { modelLightRoutes } from './model-light-routes.js';

/** Model lightweighting: the /repo/kf-model-light calls and the job kind that does the work. */
export function modelLightModule(kit: RouteKit): void {
  kit.messages(modelLightMessages);
  modelLightRoutes(kit);
  kit.jobKind(modelLightJob);
}
