import { parseKeybinding } from '../../../sdk/index.js';
import type { KeyValueStore } from '../settings/key-value-store.js';

/** The storage key of a user's bindings: one JSON object (command id → bindings) per signed-in user. */
export function keybindingsStorageKey(userId: string | undefined): string {
  return `kf.keybindings.${userId ?? 'anonymous'}`;
}

/** How many bindings one command may keep, and how long one binding's text may be (stored data is not trusted). */
export const KEYBINDING_LIMITS = Object.freeze({ perCommand: 8, bindingChars: 64, commands: 2000 });

/** The user's changed bindings, read from and written to the store under the current user's key. */
export class UserKeybindings {
  private cache: { readonly key: string; readonly values: Map<string, readonly string[]> } | undefined;

  constructor(
    private readonly store: KeyValueStore,
    private readonly userId: () => string | undefined,
  ) {}

  /** The user's bindings for a command, or undefined when the user kept its defaults. */
  get(commandId: string): readonly string[] | undefined {
    return this.values().get(commandId);
  }

  /** Every command the user changed. */
  commandIds(): readonly string[] {
    return [...this.values().keys()];
  }

  set(commandId: string, bindings: readonly string[]): void {
    const values = this.values();
    values.set(commandId, [...bindings]);
    this.write(values);
  }

  delete(commandId: string): void {
    const values = this.values();
    if (values.delete(commandId)) this.write(values);
  }

  clear(): void {
    this.write(new Map());
  }

  /** Forget the cached values (another user signed in). */
  invalidate(): void {
    this.cache = undefined;
  }

  private values(): Map<string, readonly string[]> {
    const key = keybindingsStorageKey(this.userId());
    if (this.cache?.key !== key) this.cache = { key, values: readStored(this.store.getItem(key)) };
    return this.cache.values;
  }

  private write(values: Map<string, readonly string[]>): void {
    const key = keybindingsStorageKey(this.userId());
    this.cache = { key, values };
    if (values.size === 0) this.store.removeItem(key);
    else this.store.setItem(key, JSON.stringify(Object.fromEntries(values)));
  }
}

/** Parse stored bindings, keeping only entries that are lists of bindings that parse. */
function readStored(text: string | null): Map<string, readonly string[]> {
  const values = new Map<string, readonly string[]>();
  if (!text) return values;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return values;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return values;
  for (const [commandId, list] of Object.entries(parsed as Record<string, unknown>).slice(0, KEYBINDING_LIMITS.commands)) {
    if (!Array.isArray(list) || list.length > KEYBINDING_LIMITS.perCommand) continue;
    if (list.every(isValidBinding)) values.set(commandId, list as string[]);
  }
  return values;
}

/** Whether a value is a binding text that parses and is not too long. */
export function isValidBinding(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > KEYBINDING_LIMITS.bindingChars) return false;
  try {
    parseKeybinding(value);
    return true;
  } catch {
    return false;
  }
}
