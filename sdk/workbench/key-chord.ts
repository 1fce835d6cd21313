/** A parsed key binding: the modifiers and the key (lower case, as KeyboardEvent.key names it). */
export interface KeyChord {
  readonly ctrl: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
  readonly meta: boolean;
  readonly key: string;
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

/** One spelling per chord ('ctrl+s' for 'Ctrl+S' and 'control+s'), or undefined when the binding does not parse. */
export function chordKey(binding: string): string | undefined {
  try {
    const c = parseKeybinding(binding);
    return `${c.ctrl ? 'ctrl+' : ''}${c.meta ? 'meta+' : ''}${c.alt ? 'alt+' : ''}${c.shift ? 'shift+' : ''}${c.key}`;
  } catch {
    return undefined;
  }
}

/** The parts of a key event `bindingFromKeyEvent` reads. */
export interface KeyChordEvent {
  readonly key: string;
  readonly code?: string;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

const MODIFIER_KEYS = new Set(['control', 'shift', 'alt', 'meta', 'altgraph', 'os', 'capslock', 'dead', 'unidentified', 'process']);

/**
 * The binding text a key press spells ('Ctrl+Shift+K'), for capturing a chord; undefined while only modifiers are down.
 * Letters and digits come from the key's position (`code`), so Alt or Shift layouts do not change them; on macOS pass
 * `isMac` and ⌘ is written Ctrl, as bindings are.
 */
export function bindingFromKeyEvent(event: KeyChordEvent, isMac = false): string | undefined {
  const raw = event.key.toLowerCase();
  if (MODIFIER_KEYS.has(raw)) return undefined;
  const code = event.code ?? '';
  let key = /^Key[A-Z]$/.test(code) ? code.slice(3).toLowerCase() : /^Digit\d$/.test(code) ? code.slice(5) : raw;
  if (key === '') return undefined;
  const parts: string[] = [];
  if (event.ctrlKey || (isMac && event.metaKey)) parts.push('Ctrl');
  if (event.metaKey && !isMac) parts.push('Meta');
  if (event.altKey) parts.push('Alt');
  if (event.shiftKey) parts.push('Shift');
  if (key === ' ') key = 'Space';
  else if (key === '+') key = 'Plus';
  else if (key.startsWith('arrow')) key = key.charAt(5).toUpperCase() + key.slice(6);
  else if (key.length === 1) key = key.toUpperCase();
  else key = key.charAt(0).toUpperCase() + key.slice(1);
  parts.push(key);
  return parts.join('+');
}
