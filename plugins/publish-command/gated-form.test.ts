import { describe, expect, it } from 'vitest';
import { logoAddressOf } from '../../sdk/endpoints.js';
import { gatedBodyOf, gatedProblemsOf, linkGatedForm, newGatedForm } from './gated-form.js';

describe('the plan-gated settings of the Publish dialog', () => {
  it('sends them only when the plan allows them, so a downgraded owner keeps what was stored', () => {
    const form = { ...newGatedForm(), hideWatermark: true, loadingOn: true, logo: ' https://cdn.example.com/l.png ', text: ' Hi ', posterStyle: 'night' as const };
    expect(gatedBodyOf(form, false)).toEqual({});
    expect(gatedBodyOf(form, true)).toEqual({
      hideWatermark: true, posterStyle: 'night', loadingPage: { logo: 'https://cdn.example.com/l.png', text: 'Hi', background: '#1f2a44', color: '#ffffff' },
    });
    expect(gatedBodyOf({ ...form, loadingOn: false }, true).loadingPage).toBeNull();
    expect(gatedBodyOf({ ...form, logo: '' }, true).loadingPage?.logo).toBeNull();
  });

  it('reads a link back into the form', () => {
    const page = { logo: '/resources/abc', text: 'T', background: '#000000', color: '#ffffff' };
    expect(linkGatedForm({ hideWatermark: true, loadingPage: page, posterStyle: 'banner' })).toEqual({ hideWatermark: true, loadingOn: true, logo: '/resources/abc', text: 'T', background: '#000000', color: '#ffffff', posterStyle: 'banner' });
    expect(linkGatedForm({ hideWatermark: false, loadingPage: null, posterStyle: 'classic' })).toEqual(newGatedForm());
  });

  it('names a bad logo or a long text, only while the loading page is on', () => {
    const on = { ...newGatedForm(), loadingOn: true };
    expect(gatedProblemsOf({ ...on, logo: 'javascript:alert(1)', text: 'x'.repeat(81) })).toEqual({
      loadingLogo: { key: 'publish.error.logo' }, loadingText: { key: 'publish.error.loadingText', values: { max: 80 } },
    });
    expect(gatedProblemsOf({ ...on, loadingOn: false, logo: 'javascript:alert(1)' })).toEqual({});
  });

  it('takes a logo from the uploads or an https address only', () => {
    expect(logoAddressOf('/resources/a-B_9')).toEqual({ kind: 'upload', pubResUuid: 'a-B_9' });
    expect(logoAddressOf('https://Example.com/a b')).toBeUndefined();
    expect(logoAddressOf('https://Example.com/l.png')).toEqual({ kind: 'https', url: 'https://example.com/l.png' });
    for (const bad of ['http://example.com/l.png', 'https://u:p@example.com/l.png', 'data:image/png;base64,AA', '/resources/../x', '//example.com/l.png', '']) {
      expect(logoAddressOf(bad), bad).toBeUndefined();
    }
  });
});
