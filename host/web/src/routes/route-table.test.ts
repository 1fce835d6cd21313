import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { ROUTES } from './route-table.js';
import { parseRouteParams } from './route-params.js';
import { SCREEN_LOADERS } from './screen-loaders.js';

const SPEC_PATHS = [
  '/',
  '/login/:group/:role',
  '/login/:ticket',
  '/login/:group/:role/:ticket',
  '/register',
  '/design',
  '/design/:projectUuid/:projectName/:ticket',
  '/project/:projectUuid/:ticket',
  '/page/:projectUuid/:pageId/:ticket',
  '/project',
  '/project/:ticket',
  '/preview/:projectUuid/:sceneId/:ticket',
  '/preview/:projectUuid/:sceneId/:consoleFlag/:ticket',
  '/preview/:projectUuid/:sceneId/:consoleFlag/:shortKey/:ticket',
  '/presenter/:shortKey',
  '/artistDesigner/:projectUuid/:sceneId/:sceneIdVersion/:ticket?',
  '/artistDesignerWithCategory/:projectUuid/:sceneId/:sceneIdVersion/:category',
  '/artistDesigner/:projectUuid',
  '/productExhibition',
  '/productExhibition/presenter/:shortKey',
];

function resolve(url: string) {
  const matches = matchRoutes(
    ROUTES.map((r) => ({ id: r.id, path: r.path })),
    url,
  );
  const leaf = matches?.[matches.length - 1];
  if (!leaf) throw new Error(`nothing matched ${url}`);
  return { id: leaf.route.id, params: parseRouteParams(leaf.params) };
}

describe('route table', () => {
  it('has every route of spec 000 §2 and a screen loader for every screen', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
    for (const route of ROUTES) expect(typeof SCREEN_LOADERS[route.screen]).toBe('function');
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });

  it('marks only the artist designer routes keep-alive', () => {
    const kept = ROUTES.filter((r) => r.keepAlive).map((r) => r.path);
    expect(kept).toHaveLength(3);
    for (const path of kept) expect(path).toMatch(/^\/artistDesigner/);
  });

  it.each([
    ['/', 'root', {}],
    ['/login/g1/admin', 'login-group-role', { group: 'g1', role: 'admin' }],
    ['/login/T-123', 'login-ticket', { ticket: 'T-123' }],
    ['/login/g1/admin/T-9', 'login-group-role-ticket', { group: 'g1', role: 'admin', ticket: 'T-9' }],
    ['/register', 'register', {}],
    ['/design', 'design', {}],
    ['/design/p-1/My%20Project/tk', 'design-project', { projectUuid: 'p-1', projectName: 'My Project', ticket: 'tk' }],
    ['/project/p-1/tk', 'project-open', { projectUuid: 'p-1', ticket: 'tk' }],
    ['/page/p-1/pg-2/tk', 'page-open', { projectUuid: 'p-1', pageId: 'pg-2', ticket: 'tk' }],
    ['/project', 'project-list', {}],
    ['/project/tk', 'project-list-ticket', { ticket: 'tk' }],
    ['/preview/p/s/tk', 'preview', { projectUuid: 'p', sceneId: 's', ticket: 'tk' }],
    ['/preview/p/s/1/tk', 'preview-console', { projectUuid: 'p', sceneId: 's', consoleFlag: true, ticket: 'tk' }],
    ['/preview/p/s/false/tk', 'preview-console', { projectUuid: 'p', sceneId: 's', consoleFlag: false, ticket: 'tk' }],
    ['/preview/p/s/tk/extra', 'preview-console', { projectUuid: 'p', sceneId: 's', ticket: 'tk', data: 'extra' }],
    ['/preview/p/s/1/abc/tk', 'preview-console-short-key', { projectUuid: 'p', sceneId: 's', consoleFlag: true, shortKey: 'abc', ticket: 'tk' }],
    ['/presenter/abc', 'presenter', { shortKey: 'abc' }],
    ['/artistDesigner/p/s/3', 'artist-designer', { projectUuid: 'p', sceneId: 's', sceneIdVersion: '3' }],
    ['/artistDesigner/p/s/3/tk', 'artist-designer', { projectUuid: 'p', sceneId: 's', sceneIdVersion: '3', ticket: 'tk' }],
    ['/artistDesignerWithCategory/p/s/3/Default', 'artist-designer-category', { projectUuid: 'p', sceneId: 's', sceneIdVersion: '3', category: 'Default' }],
    ['/artistDesigner/p', 'artist-designer-project', { projectUuid: 'p' }],
    ['/productExhibition', 'product-exhibition', {}],
    ['/productExhibition/presenter/k', 'product-exhibition-presenter', { shortKey: 'k' }],
    ['/no/such/page', 'not-found', {}],
    ['/design/too/many/segments/here', 'not-found', {}],
  ])('%s → %s', (url, id, params) => {
    const resolved = resolve(url);
    expect(resolved.id).toBe(id);
    expect(resolved.params).toEqual(params);
  });
});

describe('parseRouteParams', () => {
  it('drops unknown names and empty values and decodes percent escapes', () => {
    expect(parseRouteParams({ projectName: '%E5%9C%BA%E6%99%AF', other: 'x', ticket: '' })).toEqual({ projectName: '场景' });
  });

  it('keeps a malformed escape as it is', () => {
    expect(parseRouteParams({ ticket: '%E0%A4%A' })).toEqual({ ticket: '%E0%A4%A' });
  });
});
