/**
 * Whether an MQTT topic filter matches a topic: `+` is one level, a final `#` any number of levels (none too), and a
 * filter without wildcards the same topic. Topics starting with `$` match no filter that starts with a wildcard (MQTT
 * 3.1.1 §4.7.2).
 */
export function topicMatches(filter: string, topic: string): boolean {
  if (filter === topic) return true;
  if (topic.startsWith('$') && (filter.startsWith('+') || filter.startsWith('#'))) return false;
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return i === f.length - 1;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}

/** Whether a topic filter is well formed: `#` only as the last level, `+` and `#` only as whole levels. */
export function validTopicFilter(filter: string): boolean {
  if (!filter) return false;
  const levels = filter.split('/');
  return levels.every((level, i) => (level.includes('#') ? level === '#' && i === levels.length - 1 : !level.includes('+') || level === '+'));
}
