// Which relays a scene names (docs/live-data.md): its Scene root's live-data sources of kind 'relay', each with the
// topic filters the scene's bindings of that source ask for. The content is hostile: read with readLiveData's limits.
import { DataRelayLimits } from '../../../../sdk/contract/data-relay.js';
import { LIVE_DATA_PROP, readLiveData } from '../../../../sdk/live-data/live-data-document.js';
import type { JsonValue } from '../../../../sdk/scene/json.js';

/** The source kind that names a relay. */
export const RELAY_SOURCE_KIND = 'relay';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Relay id → the topic filters the scene's bindings of it name (at most DataRelayLimits.topicsPerRelay). */
export function sceneRelays(content: string): Map<string, string[]> {
  let doc: unknown;
  try {
    doc = JSON.parse(content);
  } catch {
    return new Map();
  }
  const nodes = isObject(doc) && isObject(doc.nodes) ? doc.nodes : {};
  const root = Object.values(nodes).find((n) => isObject(n) && n.parent === null);
  const raw = isObject(root) && isObject(root.props) ? root.props[LIVE_DATA_PROP] : undefined;
  const config = readLiveData(raw as JsonValue | undefined);
  const out = new Map<string, string[]>();
  for (const source of config.sources) {
    if (source.kind !== RELAY_SOURCE_KIND || !source.relay) continue;
    const topics = new Set(out.get(source.relay) ?? []);
    for (const b of config.bindings) if (b.source === source.id && b.topic && topics.size < DataRelayLimits.topicsPerRelay) topics.add(b.topic);
    out.set(source.relay, [...topics]);
  }
  return out;
}
