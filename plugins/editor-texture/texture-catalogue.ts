import type { ApiService, I18nService, LocalizedText, OpenScenesService } from '../../sdk/index.js';
import { BuiltinHdrs, BuiltinImages, LoadSceneResources } from '../../sdk/endpoints.js';

/** One texture the server's built-in catalogue offers. */
export interface CatalogueTexture {
  readonly name: string;
  readonly url: string;
  /** Bytes of an uploaded file (to tell an upload of the same picture again). */
  readonly size?: number;
  /** An uploaded file's name with its extension. */
  readonly fileName?: string;
}

/** Which catalogue list a texture property draws from: images, or HDR environments. */
export type TextureKind = 'image' | 'hdr';

const LISTS = { image: BuiltinImages, hdr: BuiltinHdrs } as const;

/** Whether an uploaded file (by its name) belongs in a list: Radiance .hdr files are environments, other images are images. */
export function uploadedFits(name: string, kind: TextureKind): boolean {
  return /\.hdr$/i.test(name.trim()) === (kind === 'hdr');
}

/**
 * The url a texture property stores for an uploaded scene image: the resource route under the api's base, with the
 * file name as a query, so Babylon picks its loader by the extension (.hdr, .ktx2, .dds…); the server ignores it.
 */
export function uploadedTextureUrl(baseUrl: string, resourceUrl: string, name: string): string {
  return `${baseUrl}${resourceUrl}?name=${encodeURIComponent(name)}`;
}

/**
 * Loads each built-in catalogue list once per editor kernel (a failed load is retried on the next call), and the images
 * uploaded to the active scene each time they are asked for (an upload adds to them at any time).
 */
export class TextureCatalogue {
  private readonly lists = new Map<TextureKind, Promise<readonly CatalogueTexture[]>>();

  constructor(
    private readonly api: ApiService | undefined,
    private readonly scenes?: OpenScenesService,
    private readonly i18n?: I18nService,
  ) {}

  /** The images (or .hdr environments) uploaded to the active scene; none before its first save. */
  async uploaded(kind: TextureKind): Promise<readonly CatalogueTexture[]> {
    const scene = this.scenes?.activeId;
    if (!this.api || !scene || scene.startsWith('+')) return [];
    const reply = await this.api.call(LoadSceneResources, { params: { sceneId: scene } }, { silent: true });
    const base = this.api.baseUrl;
    return reply.resources.flatMap((r) => {
      if (r.typeId !== 'image' || !r.url) return [];
      // The file name carries the extension the loaders go by (an upload's name is stored without it).
      const file = r.fileName || r.name;
      return uploadedFits(file, kind) ? [{ name: r.name, url: uploadedTextureUrl(base, r.url, file), size: r.size, fileName: file }] : [];
    });
  }

  list(kind: TextureKind): Promise<readonly CatalogueTexture[]> {
    let pending = this.lists.get(kind);
    if (!pending) {
      pending = this.load(kind);
      this.lists.set(kind, pending);
      pending.catch(() => this.lists.delete(kind));
    }
    return pending;
  }

  private async load(kind: TextureKind): Promise<readonly CatalogueTexture[]> {
    if (!this.api) return [];
    const items = await this.api.call(LISTS[kind], {}, { silent: true });
    return items.filter((item) => item.url).map((item) => ({ name: this.title(item), url: item.url }));
  }

  /** The item's title in the user's language when the server sent titles, else its name. */
  private title(item: { readonly name?: string; readonly url: string; readonly titles?: LocalizedText }): string {
    return (item.titles && this.i18n ? this.i18n.pick(item.titles) : '') || item.name || item.url;
  }
}

/** The last path segment of a texture URL, for showing a value that is not in the catalogue. */
export function textureFileName(url: string): string {
  const path = url.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}
