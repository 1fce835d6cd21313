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
