/** The scene assets service of an archive on disk: the model import stores its assets here instead of on a server. */
import { BehaviorSubject } from 'rxjs';
import type { SceneAssetsScope, SceneAssetsService } from '../../../../sdk/viewport/services.js';
import type { SceneAssetUpload } from '../../../../sdk/viewport/importer.js';

export class ArchiveAssets implements SceneAssetsService {
  readonly scope: SceneAssetsScope = { projectUuid: 'scene-designer-cli', sceneUuid: '+cli' };
  readonly onDidProgress = new BehaviorSubject<number | undefined>(undefined);
  /** Assets the import saved, by name, in the order saved. */
  readonly saved = new Map<string, Uint8Array>();

  constructor(private readonly existing: ReadonlyMap<string, Uint8Array>) {}

  urlOf(name: string): string {
    return name;
  }

  rootUrl(): string {
    return '';
  }

  load(name: string): Promise<ArrayBuffer> {
    const bytes = this.saved.get(name) ?? this.existing.get(name);
    if (!bytes) return Promise.reject(new Error(`The scene asset '${name}' is not in the archive`));
    return Promise.resolve(new Uint8Array(bytes).buffer);
  }

  save(assets: readonly SceneAssetUpload[], onProgress?: (progress: number) => void): Promise<void> {
    for (const asset of assets) this.saved.set(asset.name, asset.bytes);
    onProgress?.(1);
    return Promise.resolve();
  }

  put(): void {
    // The bytes are kept when the import saves them.
  }
}
