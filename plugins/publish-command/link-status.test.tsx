import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../sdk/index.js';
import { linkAddresses, type PublishLinkVo } from '../../sdk/endpoints.js';
import { isBehind, LinkStatus } from './link-status.js';
import { locales } from './locales.js';

const link: PublishLinkVo = {
  linkUuid: 'l-1', shortKey: 'k'.repeat(22), sceneUuid: 's-1', projectUuid: 'p-1', version: 3, latestVersion: 5, title: 'Lobby', category: 'Rooms',
  group: '', hasPassword: false, expiresAt: null, visitLimit: null, allowCopy: false, isCustomer: false, listed: false, hideWatermark: false, loadingPage: null, posterStyle: 'classic',
  state: 'published', accessCount: 7, likes: 0, favorites: 0, createdBy: 'me', createdAt: 0, updatedAt: 0,
};
const t = createTranslate(undefined, locales);
const html = (l: PublishLinkVo) => renderToStaticMarkup(<LinkStatus link={l} addresses={linkAddresses('http://x', 'k')} busy={false} t={t} onCopy={() => undefined} onSync={() => undefined} />);

describe('the Publish dialog\'s link panel', () => {
  it('offers "Sync to latest version" only for a link behind the scene\'s latest saved version', () => {
    expect(isBehind(link)).toBe(true);
    expect(html(link)).toContain('Sync to latest version');
    expect(html(link)).toContain('Shows version 3; the latest saved version is 5.');
    const latest = html({ ...link, version: 5 });
    expect(latest).not.toContain('publish-sync');
    expect(latest).toContain('Shows version 5, the latest saved version.');
    // A link whose scene is gone has no latest version: nothing to sync to.
    expect(html({ ...link, latestVersion: null })).not.toContain('publish-sync');
  });

  it('shows the addresses to copy (viewer, presenter, product exhibition), the state and the visits', () => {
    const out = html({ ...link, state: 'takenDown' });
    expect(out).toContain('value="http://x/preview/k"');
    expect(out).toContain('value="http://x/presenter/k"');
    expect(out).toContain('value="http://x/productExhibition/presenter/k"');
    expect(out).toContain('Presenter');
    expect(out).toContain('Taken down');
    expect(out).toContain('7 visits');
  });
});
