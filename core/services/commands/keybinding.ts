/** A parsed key binding: the modifiers and the key (lower case, as KeyboardEvent.key names it). */
export interface KeyChord {
  readonly ctrl: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
  readonly meta: boolean;
  readonly key: string;
}

/** The parts of a KeyboardEvent the matcher reads. */
export interface KeyEventLike {
  readonly key: string;
  readonly code?: string;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  readonly target?: unknown;
}

const KEY_ALIASES: Readonly<Record<string, string>> = {
  esc: 'escape',
  del: 'delete',
  ins: 'insert',
  space: ' ',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
  plus: '+',
  return: 'enter',
  pgup: 'pageup',
  pgdn: 'pagedown',
};

const MODIFIERS = new Set(['ctrl', 'control', 'shift', 'alt', 'option', 'meta', 'cmd', 'command']);

/** Parse 'Ctrl+Shift+P', 'F1', 'Delete', 'Ctrl++'; throws on a binding without a key or with an unknown modifier. */
export function parseKeybinding(text: string): KeyChord {
  const trimmed = text.trim();
  const parts = trimmed.endsWith('++') ? [...trimmed.slice(0, -2).split('+'), '+'] : trimmed.split('+');
  const chord = { ctrl: false, shift: false, alt: false, meta: false, key: '' };
  parts.forEach((raw, index) => {
    const part = raw.trim().toLowerCase();
    const last = index === parts.length - 1;
    if (!last) {
      if (part === 'ctrl' || part === 'control') chord.ctrl = true;
      else if (part === 'shift') chord.shift = true;
      else if (part === 'alt' || part === 'option') chord.alt = true;
      else if (part === 'meta' || part === 'cmd' || part === 'command') chord.meta = true;
      else throw new Error(`Unknown modifier '${raw}' in key binding '${text}'`);
    } else {
      if (part === '' || MODIFIERS.has(part)) throw new Error(`The key binding '${text}' names no key`);
      chord.key = KEY_ALIASES[part] ?? part;
    }
  });
  return chord;
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
