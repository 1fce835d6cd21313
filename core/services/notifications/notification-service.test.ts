import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../sdk/index.js';
import { NotificationServiceImpl } from './notification-service.js';

function setup() {
  let now = 10_000;
  const service = new NotificationServiceImpl(() => now);
  const shown: Notification[] = [];
  service.onDidNotify.subscribe((n) => shown.push(n));
  return { service, shown, advance: (ms: number) => (now += ms) };
}

describe('NotificationServiceImpl', () => {
  it('shows each kind with its message, title and time', () => {
    const { service, shown } = setup();
    service.success('Saved');
    service.info('Hello');
    service.warning('Careful');
    service.error('Broken');
    service.notify('error', 'With title', 'Login error');
    expect(shown.map((n) => [n.kind, n.message, n.title])).toEqual([
      ['success', 'Saved', undefined],
      ['info', 'Hello', undefined],
      ['warning', 'Careful', undefined],
      ['error', 'Broken', undefined],
      ['error', 'With title', 'Login error'],
    ]);
    expect(new Set(shown.map((n) => n.id)).size).toBe(5);
    expect(shown[0].time).toBe(10_000);
  });

  it('carries an action to an app route, and drops one that leads elsewhere or has no label', () => {
    const { service, shown } = setup();
    service.notify('warning', 'a', undefined, { label: 'Upgrade', route: '/subscription' });
    service.notify('warning', 'b', undefined, { label: 'Go', route: 'https://evil.example/x' });
    service.notify('warning', 'c', undefined, { label: 'Go', route: '//evil.example/x' });
    service.notify('warning', 'd', undefined, { label: 'Go', route: 'javascript:alert(1)' });
    service.notify('warning', 'e', undefined, { label: ' ', route: '/subscription' });
    service.notify('warning', 'f', undefined, { label: 'Go', route: '/\\evil.example' });
    expect(shown.map((n) => [n.message, n.action])).toEqual([
      ['a', { label: 'Upgrade', route: '/subscription' }], ['b', undefined], ['c', undefined], ['d', undefined], ['e', undefined], ['f', undefined],
    ]);
  });

  it('drops the same warning repeated within one second and shows it again after', () => {
    const { service, shown, advance } = setup();
    expect(service.notify('warning', 'login timed out')).toBeDefined();
    advance(500);
    expect(service.notify('warning', 'login timed out')).toBeUndefined();
    advance(499);
    service.warning('login timed out');
    expect(shown).toHaveLength(1);
    advance(1);
    service.warning('login timed out');
    expect(shown).toHaveLength(2);
  });

  it('does not treat a different text, kind or title as a repeat', () => {
    const { service, shown } = setup();
    service.warning('a');
    service.warning('b');
    service.error('a');
    service.notify('warning', 'a', 'other title');
    expect(shown).toHaveLength(4);
  });
});
