/** The provider a server's configuration names (one per configuration: the local provider keeps its runs in memory). */
import type { AiModelSettings } from '../../config.js';
import type { ModelGenerationProvider } from './ai-provider.js';
import { HttpGenerationProvider } from './http-provider.js';
import { LocalReliefProvider } from './local-relief-provider.js';

const made = new WeakMap<AiModelSettings, ModelGenerationProvider>();

/** The generation provider of these settings. */
export function generationProvider(settings: AiModelSettings): ModelGenerationProvider {
  let provider = made.get(settings);
  if (!provider) {
    provider = settings.provider === 'http' ? new HttpGenerationProvider(settings) : new LocalReliefProvider();
    made.set(settings, provider);
  }
  return provider;
}
