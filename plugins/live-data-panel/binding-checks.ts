import { parseJsonPath, validTopicFilter } from '../../libs/data-paths/index.js';
import { LIVE_DATA_LIMITS } from '../../sdk/index.js';

/** Whether a topic filter may be saved: '' (every message) or a well-formed MQTT filter within the limit. */
export function validTopic(topic: string): boolean {
  const t = topic.trim();
  return t === '' || (t.length <= LIVE_DATA_LIMITS.topicChars && validTopicFilter(t));
}

/** Whether a JSON path may be saved (the runtime reads it the same way). */
export function parseJsonPathText(path: string): boolean {
  return path.length <= LIVE_DATA_LIMITS.pathChars && parseJsonPath(path) !== undefined;
}
