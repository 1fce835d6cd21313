import { Errors } from '../../http/api-error.js';
import { parseJsonField } from '../../http/edge-guard.js';
import { checkGroupName, MAX_NAME_BYTES } from './name-rules.js';

/**
 * The group names a request stores on resources, under the rules of save-group (not empty, at most 50 bytes, no
 * special characters or '/'): trimmed and without repeats; the first bad one refuses the whole request (HTTP 400).
 */
export function requireGroupNames(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) {
    const problem = checkGroupName(name);
    if (problem) throw Errors.badRequest(`group.${problem}`, { max: MAX_NAME_BYTES });
    const trimmed = name.trim();
    if (!out.includes(trimmed)) out.push(trimmed);
  }
  return out;
}

/** Groups from a multipart field (a JSON array of names or a comma-separated list), checked as above. */
export function groupsField(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const parsed = value.trim().startsWith('[') ? parseJsonField(value, 'groups') : undefined;
  if (Array.isArray(parsed)) {
    const names = parsed.filter((g): g is string => typeof g === 'string' && g.trim() !== '');
    if (names.length !== parsed.filter((g) => g !== '').length) throw Errors.badRequest('group.specialChars', { max: MAX_NAME_BYTES });
    return requireGroupNames(names);
  }
  return requireGroupNames(value.split(',').map((g) => g.trim()).filter(Boolean));
}
