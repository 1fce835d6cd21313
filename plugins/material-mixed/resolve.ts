import { isSharedChannelRef, readKChannel, SHARED_CHANNEL_TYPE } from '../../sdk/index.js';
import type { JsonValue, KChannel, KChannelEntry, NodeId, SceneNodeData } from '../../sdk/index.js';

/**
 * A channel-list entry as a channel: a shared one is read from its node's `channel` prop, named by the node (a missing
 * node gives a disabled channel).
 */
export function resolveChannel(entry: KChannelEntry, get: (id: NodeId) => SceneNodeData | undefined): KChannel {
  if (!isSharedChannelRef(entry)) return entry;
  const node = get(entry.shared);
  if (!node || node.type !== SHARED_CHANNEL_TYPE) return { ...readKChannel({}, entry.shared), enabled: false };
  const fields = node.props['channel'];
  const channel = fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, JsonValue>) : {};
  return readKChannel({ ...channel, id: entry.shared, name: node.name }, entry.shared);
}
