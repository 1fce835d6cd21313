// The loading page the server puts into a publish link's first HTML (host/server/modules/publishing/link-first-page.ts)
// is the one the app draws and then takes over: the same id, the same texts, the owner's values escaped or refused.
import { describe, expect, it } from 'vitest';
import { escapeHtml, FIRST_LOADING_PAGE_ID as SERVER_ID, loadingPageHtml } from '../../host/server/modules/publishing/link-first-page.js';
import { publishMessages } from '../../host/server/modules/publishing/publish-messages.js';
import { FIRST_LOADING_PAGE_ID as APP_ID } from '../../host/web/src/screens/preview/first-loading-page.js';
import { playerTexts } from '../../host/web/src/locales/player.js';

const translate = (locale: 'en' | 'zh-CN' | 'zh-TW', key: string) => publishMessages[locale][key] ?? key;

describe('the loading page in a publish link\'s first HTML', () => {
  it('is found by the app under the id the server gives it, with the app\'s "Loading the scene…" in each language', () => {
    expect(SERVER_ID).toBe(APP_ID);
    for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) expect(publishMessages[locale]['publish.loadingScene']).toBe(playerTexts[locale]['player.loading']);
  });

  it('escapes the owner\'s text and refuses colours that are not #rrggbb (the default page instead)', () => {
    expect(escapeHtml('<a href="x">\'&')).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;');
    const own = loadingPageHtml({ translate }, { logo: 'javascript:alert(1)', text: '</div><script>x()</script>', background: '#000000', color: '#ffffff' });
    expect(own).toContain('data-kind="own"');
    expect(own).not.toMatch(/<script|<img|javascript/);
    for (const bad of ['red', '#fff', '#000000;background:url(x)', '#00000"']) {
      const page = loadingPageHtml({ translate }, { logo: null, text: 'Brand', background: bad, color: '#ffffff' });
      expect(page, bad).toContain('data-kind="default"');
      expect(page, bad).not.toContain('Brand');
    }
  });
});
