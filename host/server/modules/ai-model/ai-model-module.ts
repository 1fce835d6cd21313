import type { RouteKit } from '../../http/route-kit.js';
import { aiModelJob } from './ai-model-job.js';
import { aiModelMessages } from './ai-model-messages.js';
import { aiModelRoutes } from './ai-model-routes.js';
import { generationProvider } from './providers.js';

/** AI model generation: the provider, the generate call and the job kind (docs/jobs.md "AI model generation"). */
export function aiModelModule(kit: RouteKit): void {
  kit.messages(aiModelMessages);
  aiModelRoutes(kit);
  kit.jobKind(aiModelJob((ctx) => generationProvider(ctx.services.config.aiModel)));
}
