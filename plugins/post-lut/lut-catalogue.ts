import type { ApiService } from '../../sdk/index.js';
import { BuiltinLuts, type BuiltinLut } from '../../sdk/endpoints.js';

/** The most LUTs the Add list shows (spec 001 §5: every list has a limit). */
export const MAX_LISTED_LUTS = 200;

/** The server's LUT list, loaded once per editor (a failed load is tried again on the next call). */
export class LutCatalogue {
  private loading: Promise<readonly BuiltinLut[]> | undefined;

  constructor(private readonly api: ApiService | undefined) {}

  list(): Promise<readonly BuiltinLut[]> {
    if (!this.api) return Promise.resolve([]);
    if (!this.loading) {
      this.loading = this.api.call(BuiltinLuts, {}, { silent: true }).then((luts) => luts.slice(0, MAX_LISTED_LUTS));
      this.loading.catch(() => { this.loading = undefined; });
    }
    return this.loading;
  }
}
