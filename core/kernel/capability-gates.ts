import { ApiService, SessionTokenService } from '../../sdk/index.js';
import type { Capability, PluginDefinition, ServiceId } from '../../sdk/index.js';

/** The service ids a plugin gets only with a capability (matched by the id's string, so a copied id is gated too). */
const GATED: ReadonlyMap<string, Capability> = new Map<string, Capability>([
  [ApiService.id, 'api.raw'],
  [SessionTokenService.id, 'session.token'],
]);

/** Ids the editor core keeps to itself (the document writer, the session's control, …): never handed to a plugin. */
const INTERNAL_PREFIX = 'core.';

/** The capability a service id needs, when gated. */
export function capabilityFor(id: ServiceId<unknown>): Capability | undefined {
  return GATED.get(id.id);
}

/** Whether a service id is internal to the core. */
export function isInternalService(id: ServiceId<unknown>): boolean {
  return typeof id.id === 'string' && id.id.startsWith(INTERNAL_PREFIX);
}

/** Whether a plugin declares a capability. */
export function holds(definition: PluginDefinition, capability: Capability): boolean {
  return Array.isArray(definition.capabilities) && definition.capabilities.includes(capability);
}

/** Why a plugin may not get a service (a message in the user's language), or undefined when it may. */
export function serviceRefusal(
  definition: PluginDefinition,
  id: ServiceId<unknown>,
  text: (key: string, values: Record<string, string>, fallback: string) => string,
  name: string,
): string | undefined {
  const service = `'${String(id.id)}'`;
  if (isInternalService(id)) {
    return text('core.plugin.internalService', { plugin: name, service }, `Plugin "${name}" asked for ${service}, which belongs to the editor core and is not given to plugins`);
  }
  const capability = capabilityFor(id);
  if (capability && !holds(definition, capability)) {
    return text('core.plugin.capabilityMissing', { plugin: name, service, capability },
      `Plugin "${name}" asked for ${service}, which needs the capability "${capability}"; declare it in its capabilities (the user confirms it before the plugin loads)`);
  }
  return undefined;
}
