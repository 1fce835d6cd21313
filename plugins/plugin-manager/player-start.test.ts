import { describe, expect, it } from 'vitest';
import type { ApiService, Notification, NotificationKind, NotificationService, PlayerService, PluginManifest, PluginService, SessionService } from '../../sdk/index.js';
import { ListUserPlugins, SetUserPluginEnabled, SysEnvVariableList, type UserPluginVo } from '../../sdk/endpoints.js';
import { APPROVED_KEY } from './consent.js';
import { loadPlayerPlugins } from './player-start.js';
import { STARTING_KEY } from './startup-guard.js';

const PAGE = 'https://scenes.example.com/preview/p/s/ticket';

/** A plugin module as the catalog reads it: its declaration. */
function manifest(url: string, runsInPlayer: boolean, capabilities: PluginManifest['capabilities'] = []): PluginManifest {
  return { id: `acme.${url.split('/').pop()}`, name: `Acme ${url.split('/').pop()}`, url, capabilities, runsInPlayer };
}

/** The user's kept list on a server, the plugin modules on the web, the browser's store: what the player's start reads. */
function world(options: { kept: readonly UserPluginVo[]; modules: readonly PluginManifest[]; approved: Record<string, readonly string[]>; state?: SessionService['state']; starting?: string }) {
  const calls: string[] = [];
  const loaded: string[] = [];
  const read: string[] = [];
  const notes: { kind: NotificationKind; message: string }[] = [];
  const lines: string[] = [];
  let kept = [...options.kept];
  const api = {
    async call(endpoint: unknown, input: { body?: { id: string; enabled: boolean } }) {
      if (endpoint === ListUserPlugins) {
        calls.push('list');
        return kept;
      }
      if (endpoint === SysEnvVariableList) return { pluginOrigins: ['https://plugins.example.com'] };
      if (endpoint === SetUserPluginEnabled) {
        calls.push(`enabled ${input.body!.id} ${input.body!.enabled}`);
        kept = kept.map((p) => (p.id === input.body!.id ? { ...p, enabled: input.body!.enabled } : p));
        return kept.find((p) => p.id === input.body!.id);
      }
      throw new Error('not served here');
    },
  } as unknown as ApiService;
  const plugins = {
    async readManifest(url: string) {
      read.push(url);
      const found = options.modules.find((m) => m.url === url);
      if (!found) throw new Error(`Could not load a plugin from ${url}`);
      return found;
    },
    async loadFromUrl(url: string) {
      loaded.push(url);
      return url;
    },
    plugins: [],
  } as unknown as PluginService;
  const notify = (kind: NotificationKind) => (message: string) => void notes.push({ kind, message });
  const notifications = { info: notify('info'), success: notify('success'), warning: notify('warning'), error: notify('error'), notify: (kind: NotificationKind, message: string) => notify(kind)(message) } as unknown as NotificationService;
  const entries = new Map<string, string>([[APPROVED_KEY, JSON.stringify(options.approved)]]);
  if (options.starting) entries.set(STARTING_KEY, options.starting);
  const store = { getItem: (k: string) => entries.get(k) ?? null, setItem: (k: string, v: string) => void entries.set(k, v), removeItem: (k: string) => void entries.delete(k) };
  const player = { log: (level: string, text: string) => void lines.push(`${level}: ${text}`) } as unknown as PlayerService;
  const start = (safeMode = false) => loadPlayerPlugins({
    plugins, api, notifications, player, safeMode, store, i18n: undefined,
    session: { state: options.state ?? 'authenticated' } as SessionService,
    pageHref: () => PAGE,
  });
  return { start, calls, loaded, read, notes, lines, entries };
}

const keptAt = (url: string, enabled = true): UserPluginVo => ({ id: url, url, enabled, createdAt: 1 });

describe('the scene player loads the user\'s plugins that run in previews', () => {
  it('loads remembered, enabled, accepted plugins that declare runsInPlayer, from allowed origins only', async () => {
    const paint = '/plugins/paint.js';
    const panel = '/plugins/panel.js';
    const greedy = '/plugins/greedy.js';
    const off = '/plugins/off.js';
    const foreign = 'https://evil.example.org/steal.js';
    const cdn = 'https://plugins.example.com/cdn.js';
    const w = world({
      kept: [keptAt(paint), keptAt(panel), keptAt(greedy), keptAt(off, false), keptAt(foreign), keptAt(cdn)],
      modules: [manifest(paint, true), manifest(panel, false), manifest(greedy, true, ['api.raw', 'session.token']), manifest(off, true), manifest(foreign, true), manifest(cdn, true)],
      approved: { [paint]: [], [panel]: [], [greedy]: ['api.raw'], [off]: [], [foreign]: [], [cdn]: [] },
    });

    const loaded = await w.start();

    // The paint plugin and the one on the operator's plugin origin run; the designer-only panel is passed over quietly;
    // the one asking for more than was accepted, the disabled one and the one on another origin do not run.
    expect(w.loaded).toEqual([paint, cdn]);
    expect(loaded.map((m) => m.url)).toEqual([paint, cdn]);
    expect(w.read).not.toContain(off);
    expect(w.read).not.toContain(foreign); // refused before anything is fetched
    expect(w.notes.map((n) => n.kind)).toEqual(['warning', 'error']);
    expect(w.notes[0].message).toContain('"Acme greedy.js" asks for capabilities you have not accepted');
    expect(w.notes[1].message).toContain('https://evil.example.org');
    expect(w.notes[1].message).toContain('PLUGIN_ORIGINS');
    expect(w.lines).toEqual([
      `info: Your plugin "Acme paint.js" runs in this preview (${paint}).`,
      `info: Your plugin "Acme cdn.js" runs in this preview (${cdn}).`,
    ]);
    expect(w.entries.has(STARTING_KEY)).toBe(false); // every start finished
  });

  it('loads nothing for a viewer who is not signed in, and asks the server nothing', async () => {
    const w = world({ kept: [keptAt('/plugins/paint.js')], modules: [manifest('/plugins/paint.js', true)], approved: { '/plugins/paint.js': [] }, state: 'anonymous' });
    expect(await w.start()).toEqual([]);
    expect(w.calls).toEqual([]);
    expect(w.read).toEqual([]);
  });

  it('loads nothing in safe mode, and says so in the console', async () => {
    const w = world({ kept: [keptAt('/plugins/paint.js')], modules: [manifest('/plugins/paint.js', true)], approved: { '/plugins/paint.js': [] } });
    expect(await w.start(true)).toEqual([]);
    expect(w.read).toEqual([]);
    expect(w.lines).toEqual(['info: Safe mode: your remembered plugins were not loaded in this preview.']);
  });

  it('disables the plugin whose start froze the last page, as the designer does, and loads the others', async () => {
    const w = world({
      kept: [keptAt('/plugins/busy.js'), keptAt('/plugins/paint.js')],
      modules: [manifest('/plugins/busy.js', true), manifest('/plugins/paint.js', true)],
      approved: { '/plugins/busy.js': [], '/plugins/paint.js': [] },
      starting: '/plugins/busy.js',
    });
    await w.start();
    expect(w.calls).toContain('enabled /plugins/busy.js false');
    expect(w.loaded).toEqual(['/plugins/paint.js']);
    expect(w.notes.map((n: Pick<Notification, 'message'>) => n.message)[0]).toContain('did not finish starting last time');
  });
});
