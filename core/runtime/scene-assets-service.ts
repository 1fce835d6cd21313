import { BehaviorSubject } from 'rxjs';
import { bytesToBase64 } from '../../libs/mesh-format/index.js';
import { WireLimits } from '../../sdk/contract/limit-values.js';
import type { ApiService, SceneAccess, SceneAssetUpload, SceneAssetsScope, SceneAssetsService } from '../../sdk/index.js';
import { IsAssetsExist, LoadAsset, LoadPreviewAsset, LoadPublishedAsset, SaveSceneAssets } from '../../sdk/contract/endpoints/index.js';

/** Largest batch of base64 bytes sent in one saveSceneAssets call. */
const BATCH_BYTES = 8 * 1024 * 1024;

/** Scene assets through the platform api: isAssetsExist, then saveSceneAssets for what is missing; bytes cached in memory. */
export class SceneAssetsServiceImpl implements SceneAssetsService {
  private readonly local = new Map<string, Uint8Array>();
  private readonly progress = new BehaviorSubject<number | undefined>(undefined);
  readonly onDidProgress = this.progress.asObservable();
  scope: SceneAssetsScope | undefined;
  /** The player's preview ticket: assets come from the preview-asset route with it instead of a session. */
  private previewTicket: string | undefined;
  /** The published viewer's visit ticket: assets come from the published-asset route with it. */
  private visit: string | undefined;

  constructor(private readonly api: () => ApiService | undefined) {}

  get access(): SceneAccess {
    if (this.visit !== undefined) return { kind: 'visit', visit: this.visit };
    if (this.previewTicket !== undefined) return { kind: 'preview', ticket: this.previewTicket };
    return { kind: 'session' };
  }

  setScope(scope: SceneAssetsScope | undefined): void {
    this.scope = scope;
  }

  /** Read assets with a preview ticket (the player), not the session. */
  usePreviewTicket(ticket: string): void {
    this.previewTicket = ticket;
  }

  /** Read assets with the visit ticket of an opened publish link (the published viewer), not the session. */
  usePublishedVisit(visit: string): void {
    this.visit = visit;
  }

  /** The load-asset route without a query (what the request hook recognises). */
  routeUrl(): string {
    const path = this.visit !== undefined ? LoadPublishedAsset.path : this.previewTicket === undefined ? LoadAsset.path : LoadPreviewAsset.path;
    return `${this.api()?.baseUrl ?? '/cloud'}/api${path}`;
  }

  rootUrl(): string {
    if (this.visit !== undefined) return `${this.routeUrl()}?visit=${encodeURIComponent(this.visit)}&name=`;
    if (this.previewTicket !== undefined) return `${this.routeUrl()}?ticket=${encodeURIComponent(this.previewTicket)}&name=`;
    return `${this.routeUrl()}?projectUuid=${encodeURIComponent(this.scope?.projectUuid ?? '')}&name=`;
  }

  urlOf(name: string): string {
    return `${this.rootUrl()}${encodeURIComponent(name)}`;
  }

  put(name: string, bytes: Uint8Array): void {
    this.local.set(name, bytes);
  }

  async load(name: string): Promise<ArrayBuffer> {
    const cached = this.local.get(name);
    if (cached) return cached.slice().buffer;
    const api = this.api();
    if (!api || !this.scope) throw new Error(`The scene asset '${name}' is not available`);
    const file = this.visit !== undefined
      ? await api.call(LoadPublishedAsset, { query: { visit: this.visit, name } })
      : this.previewTicket === undefined
        ? await api.call(LoadAsset, { query: { projectUuid: this.scope.projectUuid, name } })
        : await api.call(LoadPreviewAsset, { query: { ticket: this.previewTicket, name } });
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    this.local.set(name, bytes);
    return bytes.slice().buffer;
  }

  async save(assets: readonly SceneAssetUpload[], onProgress?: (progress: number) => void): Promise<void> {
    for (const a of assets) this.local.set(a.name, a.bytes);
    const api = this.api();
    if (!api || !this.scope) throw new Error('No scene is open');
    const { projectUuid } = this.scope;
    const report = (value: number | undefined) => {
      this.progress.next(value);
      if (value !== undefined) onProgress?.(value);
    };
    try {
      report(0);
      const unique = [...new Map(assets.map((a) => [a.name, a])).values()];
      const exists = new Set<string>();
      // The server takes at most WireLimits.nameList names per call.
      for (let start = 0; start < unique.length; start += WireLimits.nameList) {
        const names = unique.slice(start, start + WireLimits.nameList).map((a) => a.name);
        for (const name of await api.call(IsAssetsExist, { body: { projectUuid, names } })) exists.add(name);
      }
      const missing = unique.filter((a) => !exists.has(a.name));
      const total = missing.reduce((n, a) => n + a.bytes.length, 0) || 1;
      let sent = 0;
      let batch: SceneAssetUpload[] = [];
      let batchBytes = 0;
      const flush = async () => {
        if (!batch.length) return;
        await api.call(SaveSceneAssets, { body: { projectUuid, assets: batch.map((a) => ({ name: a.name, content: bytesToBase64(a.bytes) })) } });
        sent += batchBytes;
        report(Math.min(1, sent / total));
        batch = [];
        batchBytes = 0;
      };
      for (const asset of missing) {
        if (batchBytes > 0 && batchBytes + asset.bytes.length > BATCH_BYTES) await flush();
        batch.push(asset);
        batchBytes += asset.bytes.length;
      }
      await flush();
      report(1);
    } finally {
      this.progress.next(undefined);
    }
  }
}
