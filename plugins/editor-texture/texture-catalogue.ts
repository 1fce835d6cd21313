import type { ApiService } from '../../sdk/index.js';
import { BuiltinHdrs, BuiltinImages } from '../../sdk/contract/endpoints/resource.js';

/** One texture the server's built-in catalogue offers. */
export interface CatalogueTexture {
  readonly name: string;
  readonly url: string;
}

/** Which catalogue list a texture property draws from: images, or HDR environments. */
export type TextureKind = 'image' | 'hdr';

const LISTS = { image: BuiltinImages, hdr: BuiltinHdrs } as const;

/** Loads each catalogue list once per editor kernel; a failed load is retried on the next call. */
export class TextureCatalogue {
  private readonly lists = new Map<TextureKind, Promise<readonly CatalogueTexture[]>>();

  constructor(private readonly api: ApiService | undefined) {}

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
    return items.filter((item) => item.url).map((item) => ({ name: item.name || item.url, url: item.url }));
  }
}

/** The last path segment of a texture URL, for showing a value that is not in the catalogue. */
export function textureFileName(url: string): string {
  const path = url.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}
