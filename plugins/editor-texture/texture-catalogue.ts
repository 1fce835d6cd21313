import type { ApiService, I18nService, LocalizedText } from '../../sdk/index.js';

/** One texture the server's built-in catalogue offers. */
export interface CatalogueTexture {
  readonly name: string;
  readonly url: string;
}

/** Which catalogue list a texture property draws from: images, or HDR environments. */
export type TextureKind = 'image' | 'hdr';

const PATHS: Readonly<Record<TextureKind, string>> = {
  image: '/repo/kf-resource/build-in-images',
  hdr: '/repo/kf-resource/build-in-hdrs',
};

/** Loads each catalogue list once per editor kernel; a failed load is retried on the next call. */
export class TextureCatalogue {
  private readonly lists = new Map<TextureKind, Promise<readonly CatalogueTexture[]>>();

  constructor(
    private readonly api: ApiService | undefined,
    private readonly i18n?: I18nService,
  ) {}

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
    const items = await this.api.repo<readonly Record<string, unknown>[]>({ method: 'GET', path: PATHS[kind], silent: true });
    return (items ?? [])
      .filter((item) => typeof item.url === 'string' && item.url)
      .map((item) => ({ name: this.title(item), url: String(item.url) }));
  }

  /** The item's title in the user's language when the server sent titles, else its name. */
  private title(item: Readonly<Record<string, unknown>>): string {
    const titles = item.titles as Partial<LocalizedText> | undefined;
    const picked = titles && typeof titles.en === 'string' && this.i18n ? this.i18n.pick(titles as LocalizedText) : undefined;
    return picked || String(item.name ?? item.url);
  }
}

/** The last path segment of a texture URL, for showing a value that is not in the catalogue. */
export function textureFileName(url: string): string {
  const path = url.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}
