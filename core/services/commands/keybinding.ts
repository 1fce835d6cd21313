import type { KeyChord, KeyChordEvent } from '../../../sdk/workbench/key-chord.js';

export { parseKeybinding, type KeyChord } from '../../../sdk/workbench/key-chord.js';

/** The parts of a KeyboardEvent the matcher reads: the chord's parts and the event's target. */
export interface KeyEventLike extends KeyChordEvent {
  readonly target?: unknown;
}

/** Whether a key is one that types text (plain letters, digits, symbols, space), as opposed to F1, Escape… */
export function isTypingKey(key: string): boolean {
  return key.length === 1 || key === 'backspace' || key === 'delete' || key.startsWith('arrow') || key === 'home' || key === 'end';
}

/** Whether an event matches a chord. On macOS, Ctrl in a binding is matched by ⌘ (Meta) or Ctrl. */
export function matchesChord(event: KeyEventLike, chord: KeyChord, isMac: boolean): boolean {
  if (event.shiftKey !== chord.shift || event.altKey !== chord.alt) return false;
  if (isMac) {
    if ((event.ctrlKey || event.metaKey) !== (chord.ctrl || chord.meta)) return false;
  } else if (event.ctrlKey !== chord.ctrl || event.metaKey !== chord.meta) {
    return false;
  }
  return keyMatches(event, chord.key);
}

function keyMatches(event: KeyEventLike, key: string): boolean {
  if (/^[a-z]$/.test(key) && event.code === `Key${key.toUpperCase()}`) return true;
  if (/^[0-9]$/.test(key) && event.code === `Digit${key}`) return true;
  return event.key.toLowerCase() === key;
}

/** Display text of a chord: 'Ctrl+Shift+P' (on macOS '⌘+Shift+P'). */
export function formatChord(chord: KeyChord, isMac: boolean): string {
  const parts: string[] = [];
  if (chord.ctrl) parts.push(isMac ? '⌘' : 'Ctrl');
  if (chord.meta && !isMac) parts.push('Meta');
  if (chord.meta && isMac && !chord.ctrl) parts.push('⌘');
  if (chord.alt) parts.push(isMac ? '⌥' : 'Alt');
  if (chord.shift) parts.push('Shift');
  parts.push(displayKey(chord.key));
  return parts.join('+');
}

function displayKey(key: string): string {
  if (key === ' ') return 'Space';
  if (key.length === 1) return key.toUpperCase();
  if (/^f\d+$/.test(key)) return key.toUpperCase();
  if (key.startsWith('arrow')) return key.slice(5, 6).toUpperCase() + key.slice(6);
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** Whether an event target is a place where the user types text (inputs, text areas, content-editable). */
export function isTextInput(target: unknown): boolean {
  const element = target as { tagName?: string; type?: string; isContentEditable?: boolean } | null | undefined;
  if (!element || typeof element.tagName !== 'string') return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (element.type ?? 'text').toLowerCase();
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/** Whether the current platform is macOS/iOS (where Ctrl bindings answer to ⌘). */
export function detectMac(): boolean {
  const nav = (globalThis as { navigator?: { platform?: string; userAgent?: string } }).navigator;
  return /Mac|iPhone|iPad|iPod/.test(nav?.platform || nav?.userAgent || '');
}
