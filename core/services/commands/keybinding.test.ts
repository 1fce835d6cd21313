import { describe, expect, it } from 'vitest';
import { formatChord, isTextInput, matchesChord, parseKeybinding, type KeyEventLike } from './keybinding.js';

function key(k: string, mods: Partial<KeyEventLike> = {}): KeyEventLike {
  return { key: k, code: /^[a-z]$/i.test(k) ? `Key${k.toUpperCase()}` : undefined, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, ...mods };
}

describe('parseKeybinding', () => {
  it('reads modifiers and the key, with aliases', () => {
    expect(parseKeybinding('Ctrl+Shift+P')).toEqual({ ctrl: true, shift: true, alt: false, meta: false, key: 'p' });
    expect(parseKeybinding('F1').key).toBe('f1');
    expect(parseKeybinding('Esc').key).toBe('escape');
    expect(parseKeybinding('Ctrl++')).toMatchObject({ ctrl: true, key: '+' });
    expect(parseKeybinding('Cmd+Alt+Up')).toMatchObject({ meta: true, alt: true, key: 'arrowup' });
  });

  it('rejects a binding without a key or with an unknown modifier', () => {
    expect(() => parseKeybinding('Ctrl+Shift')).toThrow(/names no key/);
    expect(() => parseKeybinding('Hyper+K')).toThrow(/Unknown modifier 'Hyper'/);
  });
});

describe('matchesChord', () => {
  const palette = parseKeybinding('Ctrl+Shift+P');

  it('needs exactly the modifiers of the binding', () => {
    expect(matchesChord(key('P', { ctrlKey: true, shiftKey: true }), palette, false)).toBe(true);
    expect(matchesChord(key('p', { ctrlKey: true }), palette, false)).toBe(false);
    expect(matchesChord(key('P', { ctrlKey: true, shiftKey: true, altKey: true }), palette, false)).toBe(false);
    expect(matchesChord(key('P', { metaKey: true, shiftKey: true }), palette, false)).toBe(false);
  });

  it('lets ⌘ stand for Ctrl on macOS', () => {
    expect(matchesChord(key('P', { metaKey: true, shiftKey: true }), palette, true)).toBe(true);
    expect(matchesChord(key('P', { ctrlKey: true, shiftKey: true }), palette, true)).toBe(true);
    expect(matchesChord(key('P', { shiftKey: true }), palette, true)).toBe(false);
  });

  it('matches letters by physical key when Alt changes the character', () => {
    const chord = parseKeybinding('Alt+P');
    expect(matchesChord({ ...key('π', { altKey: true }), code: 'KeyP' }, chord, true)).toBe(true);
  });

  it('matches named keys', () => {
    expect(matchesChord(key('F1'), parseKeybinding('F1'), false)).toBe(true);
    expect(matchesChord(key('Delete'), parseKeybinding('Delete'), false)).toBe(true);
    expect(matchesChord(key('Delete', { shiftKey: true }), parseKeybinding('Delete'), false)).toBe(false);
  });
});

describe('formatChord and isTextInput', () => {
  it('formats for display', () => {
    expect(formatChord(parseKeybinding('ctrl+shift+p'), false)).toBe('Ctrl+Shift+P');
    expect(formatChord(parseKeybinding('ctrl+z'), true)).toBe('⌘+Z');
    expect(formatChord(parseKeybinding('f1'), false)).toBe('F1');
    expect(formatChord(parseKeybinding('delete'), false)).toBe('Delete');
  });

  it('knows where the user types', () => {
    expect(isTextInput({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextInput({ tagName: 'input' })).toBe(true);
    expect(isTextInput({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTextInput({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextInput({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTextInput({ tagName: 'DIV' })).toBe(false);
    expect(isTextInput(undefined)).toBe(false);
  });
});
