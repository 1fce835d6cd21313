// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslate, propertyValueJson } from '../../sdk/index.js';
import type { JsonValue, NotificationService, PropertyEditorProps, UserMetadataValue } from '../../sdk/index.js';
import { userMetadataLocales } from './locales.js';
import { createUserMetadataEditor } from './user-metadata-editor.js';

afterEach(cleanup);

function setup() {
  const messages: string[] = [];
  const notifications = {
    success: (m: string) => { messages.push(`success: ${m}`); }, error: (m: string) => { messages.push(`error: ${m}`); }, warning: (m: string) => { messages.push(`warning: ${m}`); },
  } as unknown as NotificationService;
  const Editor = createUserMetadataEditor({ t: createTranslate(undefined, userMetadataLocales), notifications });
  const writes: JsonValue[] = [];
  const show = (value: JsonValue) => {
    cleanup();
    // the value may be malformed on purpose: the editor reads what a scene file holds
    const props: PropertyEditorProps<'userMetadata'> = {
      descriptor: { name: 'userData', type: 'userMetadata', rank: 0, propertyGroup: 'user', titles: { en: 'U', 'zh-CN': 'U', 'zh-TW': 'U' } },
      value: value as unknown as UserMetadataValue, nodeIds: ['n'], readOnly: false, onChange: (v) => { writes.push(propertyValueJson(v)); }, beginGesture: () => {}, endGesture: () => {},
    };
    render(<Editor {...props} />);
  };
  return { messages, writes, show };
}

describe('user-metadata editor', () => {
  it('switches preset and shows that preset\'s items', () => {
    const { writes, show } = setup();
    show(null);
    expect(screen.queryByTestId('user-metadata-item-subType')).toBeNull();
    fireEvent.change(screen.getByLabelText('Preset'), { target: { value: 'space' } });
    expect(writes.at(-1)).toEqual({ preset: 'space', language: ['en'], items: { positionY: 0 } });
    show(writes.at(-1)!);
    expect(screen.getByTestId('user-metadata-item-subType')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sub-type'), { target: { value: 'door' } });
    expect(writes.at(-1)).toMatchObject({ items: { subType: 'door' } });
  });

  it('keeps English checked and disabled; adds a language and shows its label field', () => {
    const { writes, show } = setup();
    show({ preset: 'k3dc', language: ['en'], items: {} });
    const english = screen.getByLabelText('English') as HTMLInputElement;
    expect(english.checked && english.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Traditional Chinese'));
    expect(writes.at(-1)).toMatchObject({ language: ['en', 'zhTW'] });
    show(writes.at(-1)!);
    fireEvent.change(screen.getByLabelText('Name (Traditional Chinese)'), { target: { value: '車' } });
    fireEvent.blur(screen.getByLabelText('Name (Traditional Chinese)'));
    expect(writes.at(-1)).toMatchObject({ items: { name: { zhTW: '車' } } });
  });

  it('copies and pastes onto the same preset with the count, refuses another preset', () => {
    const { writes, show, messages } = setup();
    show({ preset: 'k3dc', language: ['en'], items: { category: 'cars', states: ['a'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
    expect(messages.at(-1)).toBe('warning: Copy user data first');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    show({ preset: 'space', language: ['en'], items: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
    expect(messages.at(-1)).toBe('error: Type does not match, paste user data failed');
    const before = writes.length;
    show({ preset: 'k3dc', language: ['en'], items: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
    expect(writes.length).toBe(before + 1);
    expect(writes.at(-1)).toEqual({ preset: 'k3dc', language: ['en'], items: { category: 'cars', states: ['a'] } });
    expect(messages.at(-1)).toBe('success: Pasted 2 user data items');
  });
});

describe('own items in the editor', () => {
  it('adds a key with Enter, edits its text, refuses a repeated key with a message, removes', () => {
    const { writes, show, messages } = setup();
    show(null);
    const key = screen.getByLabelText('New key');
    fireEvent.change(key, { target: { value: 'floor' } });
    fireEvent.keyDown(key, { key: 'Enter' });
    expect(writes.at(-1)).toEqual({ preset: 'none', language: ['en'], items: { floor: '' } });
    show(writes.at(-1)!);
    fireEvent.change(screen.getByLabelText('floor'), { target: { value: '3F' } });
    fireEvent.blur(screen.getByLabelText('floor'));
    expect(writes.at(-1)).toMatchObject({ items: { floor: '3F' } });
    show(writes.at(-1)!);
    const count = writes.length;
    fireEvent.change(screen.getByLabelText('New key'), { target: { value: 'floor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(writes.length).toBe(count);
    expect(messages.at(-1)).toBe('error: An item is already named "floor"');
    fireEvent.click(screen.getByRole('button', { name: 'Remove floor' }));
    expect(writes.at(-1)).toEqual({ preset: 'none', language: ['en'], items: {} });
  });
});
