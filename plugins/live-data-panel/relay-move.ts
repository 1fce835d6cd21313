import { CreateDataRelay } from '../../sdk/endpoints.js';
import { LIVE_DATA_LIMITS } from '../../sdk/index.js';
import type { DataSourceConfig } from '../../sdk/index.js';
import type { PanelServices } from './panel-services.js';

/** Kinds whose settings a data relay can hold (the server connects to them: MQTT over WebSocket, WebSocket JSON). */
export const RELAY_CAPABLE_KINDS: ReadonlySet<string> = new Set(['mqtt', 'websocket']);

/** Whether a direct source carries something secret in the scene. */
export const holdsCredentials = (source: DataSourceConfig) => source.password !== '' || source.username !== '' || (source.headers?.length ?? 0) > 0;

/**
 * Make a data relay of the scene's project from a direct source's settings (docs/live-data.md, "The relay"): the
 * server keeps the address and credentials; the source that replaces it (same id, so its bindings stay) names only
 * the relay.
 */
export async function moveToRelay(services: PanelServices, source: DataSourceConfig): Promise<DataSourceConfig> {
  const projectUuid = services.assets?.scope?.projectUuid;
  if (!services.api || !projectUuid) throw new Error(services.t('liveDataPanel.relayNoProject'));
  const relay = await services.api.call(CreateDataRelay, {
    body: {
      projectUuid, name: source.name.slice(0, LIVE_DATA_LIMITS.nameChars), kind: source.kind === 'websocket' ? 'websocket' : 'mqtt', url: source.url,
      ...(source.username ? { username: source.username } : {}), ...(source.password ? { password: source.password } : {}),
      ...(source.headers?.length ? { headers: source.headers.map((h) => ({ name: h.name, value: h.value })) } : {}), qos: source.qos,
    },
  }, { silent: true });
  return {
    id: source.id, kind: 'relay', name: source.name, url: '', staleAfter: source.staleAfter, username: '', password: '', qos: source.qos,
    interval: source.interval, relay: relay.id,
  };
}
