import { BehaviorSubject } from 'rxjs';
import type { ApiService } from '../../sdk/index.js';
import { AddUserPlugin, DeleteUserPlugin, ListUserPlugins, SetUserPluginEnabled, type UserPluginVo } from '../../sdk/endpoints.js';

/**
 * The signed-in user's external plugins as kept on the server (url, enabled). Without an api service (a kernel with
 * no server) the list lives in memory only.
 */
export class SavedPlugins {
  private readonly list$ = new BehaviorSubject<readonly UserPluginVo[]>([]);
  /** Emits the list now and after each change. */
  readonly onDidChange = this.list$.asObservable();

  constructor(private readonly api: ApiService | undefined) {}

  get list(): readonly UserPluginVo[] {
    return this.list$.value;
  }

  /** Read the list from the server. */
  async refresh(): Promise<readonly UserPluginVo[]> {
    if (!this.api) return this.list;
    this.list$.next(await this.api.call(ListUserPlugins, {}, { silent: true }));
    return this.list;
  }

  byUrl(url: string): UserPluginVo | undefined {
    return this.list.find((p) => p.url === url);
  }

  /** Keep a url (enabled); an url already kept is enabled instead. */
  async add(url: string): Promise<void> {
    const kept = this.byUrl(url);
    if (kept) return this.setEnabled(url, true);
    const added = this.api
      ? await this.api.call(AddUserPlugin, { body: { url } })
      : { id: url, url, enabled: true, createdAt: Date.now() };
    this.list$.next([...this.list, added]);
  }

  async setEnabled(url: string, enabled: boolean): Promise<void> {
    const kept = this.byUrl(url);
    if (!kept || kept.enabled === enabled) return;
    const changed = this.api
      ? await this.api.call(SetUserPluginEnabled, { body: { id: kept.id, enabled } })
      : { ...kept, enabled };
    this.list$.next(this.list.map((p) => (p.id === kept.id ? changed : p)));
  }

  async remove(url: string): Promise<void> {
    const kept = this.byUrl(url);
    if (!kept) return;
    if (this.api) await this.api.call(DeleteUserPlugin, { params: { id: kept.id } });
    this.list$.next(this.list.filter((p) => p.id !== kept.id));
  }
}
