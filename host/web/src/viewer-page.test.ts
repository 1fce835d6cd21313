import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { ROUTES } from './routes/route-table.js';
import { viewerPageOf } from './viewer-page.js';

describe('the publish link pages of the viewer\'s own entry', () => {
  it('are the app\'s routes of those addresses, with the same definitions and short key', () => {
    const key = 'AbC_dEf-0123456789abcd';
    for (const path of [`/preview/${key}`, `/presenter/${key}`, `/productExhibition/presenter/${key}`, `/preview/${key}/`]) {
      const page = viewerPageOf(path);
      const matched = matchRoutes(ROUTES.map((r) => ({ path: r.path, id: r.id })), path);
      expect(page?.shortKey, path).toBe(key);
      expect(page?.route, path).toEqual(ROUTES.find((r) => r.id === matched?.[0].route.id));
      expect(page?.screen).toBe(page?.route.screen);
    }
  });

  it('is no link page for any other address', () => {
    for (const path of ['/', '/preview/p/s/t', '/presenter', '/productExhibition', '/preview/a%2Fb', `/preview/${'a'.repeat(65)}`, '/design']) {
      expect(viewerPageOf(path), path).toBeUndefined();
    }
  });
});
