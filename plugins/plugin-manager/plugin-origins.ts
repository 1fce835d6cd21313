import type { ApiService } from '../../sdk/index.js';
import { SysEnvVariableList } from '../../sdk/endpoints.js';

/** Why the page would refuse to import a plugin from a URL (see originRefusal). */
export type OriginRefusal =
  | { readonly kind: 'notHttp' }
  | { readonly kind: 'origin'; readonly origin: string; readonly page: string; readonly allowed: readonly string[] };

/**
 * Whether the designer page's content security policy lets it import a module from `url`: its script-src allows the
 * page's own origin and the operator's PLUGIN_ORIGINS only (host/server/http/security-headers.ts). `url` is read
 * against the page's address, as the import reads it. Undefined when allowed.
 */
export function originRefusal(url: string, pageHref: string, allowed: readonly string[]): OriginRefusal | undefined {
  let target: URL;
  let page: URL;
  try {
    page = new URL(pageHref);
    target = new URL(url, page);
  } catch {
    return { kind: 'notHttp' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { kind: 'notHttp' };
  if (target.origin === page.origin || allowed.includes(target.origin)) return undefined;
  return { kind: 'origin', origin: target.origin, page: page.origin, allowed };
}

/**
 * The operator's allowed plugin origins, read once from the server's public flags (`pluginOrigins`); none when they
 * cannot be read (then only the page's own origin is allowed, as the policy says without the setting).
 */
export class PluginOrigins {
  private allowed: Promise<readonly string[]> | undefined;

  constructor(private readonly api: ApiService | undefined, private readonly pageHref: () => string) {}

  /** Why a plugin at `url` would be refused; undefined when its origin is allowed. */
  async refusal(url: string): Promise<OriginRefusal | undefined> {
    this.allowed ??= this.read();
    return originRefusal(url, this.pageHref(), await this.allowed);
  }

  private async read(): Promise<readonly string[]> {
    if (!this.api) return [];
    try {
      return (await this.api.call(SysEnvVariableList, {}, { silent: true })).pluginOrigins;
    } catch {
      return [];
    }
  }
}
