import { NAME_MAX_BYTES, utf8Bytes } from '../../../../sdk/contract/account-rules.js';

/** Rule key for an item name (spec 000 §5: not empty, at most 50 bytes), or undefined when fine. */
export function nameRule(value: string): string | undefined {
  if (!value.trim()) return 'account.required';
  if (utf8Bytes(value.trim()) > NAME_MAX_BYTES) return 'account.nameBytes';
  return undefined;
}

/** Rule key for a group name (not empty, no special characters and no '/', unique), or undefined. */
export function groupNameRule(value: string, existing: readonly string[]): string | undefined {
  const name = value.trim();
  if (!name) return 'account.required';
  if (/[/\\:*?"<>|#%&{}$!'@+`=]/.test(name)) return 'groupChars';
  if (utf8Bytes(name) > NAME_MAX_BYTES) return 'account.nameBytes';
  if (existing.some((other) => other.trim() === name)) return 'groupExists';
  return undefined;
}
