import { describe, expect, it } from 'vitest';
import { UpsertPublishLinkBody, type PublishLinkVo } from '../../sdk/endpoints.js';
import { fillPlaceholders } from '../../sdk/index.js';
import { locales } from './locales.js';
import { endOfDay, linkForm, localDay, newLinkForm, problemsOf, upsertBodyOf, type PublishForm } from './publish-form.js';

const NOW = new Date(2026, 10, 28, 12).getTime();
const form = (patch: Partial<PublishForm> = {}): PublishForm => ({ ...newLinkForm('Lobby', 'Rooms'), ...patch });
const link: PublishLinkVo = {
  linkUuid: 'l-1', shortKey: 'k'.repeat(22), sceneUuid: 's-1', projectUuid: 'p-1', version: 3, latestVersion: 5, title: 'Lobby', category: 'Rooms',
  group: 'G', hasPassword: true, expiresAt: endOfDay('2027-01-31')!, visitLimit: 2, allowCopy: true, isCustomer: false, listed: false, hideWatermark: false, loadingPage: null, posterStyle: 'classic',
  state: 'published', accessCount: 1, likes: 0, favorites: 0, createdBy: 'me', createdAt: NOW, updatedAt: NOW,
};

describe('publish form', () => {
  it('accepts the defaults of a new link and sends them as a valid upsert body', () => {
    expect(problemsOf(form(), NOW)).toEqual({});
    const body = upsertBodyOf(form(), { sceneUuid: 's-1' });
    expect(body).toEqual({ sceneUuid: 's-1', title: 'Lobby', category: 'Rooms', group: '', expiresAt: null, visitLimit: null, allowCopy: false });
    expect(UpsertPublishLinkBody.safeParse(body).success).toBe(true);
  });

  it('names each bad field with a key the user reads in en, zh-CN and zh-TW', () => {
    const problems = problemsOf(form({
      title: ' ', category: '分'.repeat(17), group: 'g'.repeat(51), protect: true, password: '', expires: '2026-11-27', visitLimit: '0',
    }), NOW);
    expect(Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, p.key]))).toEqual({
      title: 'publish.error.titleRequired', category: 'publish.error.tooLong', group: 'publish.error.tooLong',
      password: 'publish.error.passwordRequired', expires: 'publish.error.expiresPast', visitLimit: 'publish.error.visitLimit',
    });
    expect(problemsOf(form({ expires: '2026-02-30' }), NOW).expires?.key).toBe('publish.error.expiresInvalid');
    expect(problemsOf(form({ visitLimit: '1.5' }), NOW).visitLimit?.key).toBe('publish.error.visitLimit');
    expect(problemsOf(form({ visitLimit: '1000000001' }), NOW).visitLimit?.key).toBe('publish.error.visitLimit');
    expect(problemsOf(form({ protect: true, password: 'p'.repeat(65) }), NOW).password?.key).toBe('publish.error.passwordTooLong');
    const texts = Object.values(problems).map((p) => (['en', 'zh-CN', 'zh-TW'] as const).map((l) => fillPlaceholders((locales[l] as Record<string, string>)[p.key], p.values)));
    for (const [en, cn, tw] of texts) {
      expect(en).toMatch(/[A-Za-z]/);
      expect(cn).toMatch(/[\u4e00-\u9fff]/);
      expect(tw).toMatch(/[\u4e00-\u9fff]/);
      expect(`${en}${cn}${tw}`).not.toContain('{{');
    }
    // Today is still allowed: the link opens until the end of its last day.
    expect(problemsOf(form({ expires: localDay(NOW) }), NOW)).toEqual({});
  });

  it('shows an existing link as a form and keeps, sets or removes its password', () => {
    const shown = linkForm(link);
    expect(shown).toMatchObject({ title: 'Lobby', group: 'G', protect: true, password: '', expires: '2027-01-31', visitLimit: '2', allowCopy: true });
    // An empty password field keeps the present one: no `password` in the body.
    expect(problemsOf(shown, NOW, true)).toEqual({});
    expect(upsertBodyOf(shown, { link })).not.toHaveProperty('password');
    expect(upsertBodyOf(shown, { link })).toMatchObject({ linkUuid: 'l-1', expiresAt: link.expiresAt, visitLimit: 2 });
    expect(upsertBodyOf({ ...shown, password: 'new one' }, { link }).password).toBe('new one');
    expect(upsertBodyOf({ ...shown, protect: false, expires: '', visitLimit: '' }, { link })).toMatchObject({ password: null, expiresAt: null, visitLimit: null });
    expect(upsertBodyOf({ ...shown, protect: false }, { link: { ...link, hasPassword: false } })).not.toHaveProperty('password');
  });
});
