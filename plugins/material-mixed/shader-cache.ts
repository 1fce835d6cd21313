/** Build ids we hand out start far above Babylon's own counter, so the two never meet. */
const FIRST_ID = 1_000_000_000;

/**
 * Build ids by structure key. Babylon names a node material's compiled effect after its build id, so materials built
 * from the same structure under one id share one compiled shader program per engine.
 */
export class ShaderCache {
  private readonly ids = new Map<string, number>();
  private next = FIRST_ID;
  /** Builds that found their structure known, and builds of a new structure. */
  hits = 0;
  misses = 0;

  /** The build id of a structure key (a new one the first time). */
  idFor(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.next++;
      this.ids.set(key, id);
      this.misses++;
    } else {
      this.hits++;
    }
    return id;
  }

  get size(): number {
    return this.ids.size;
  }
}
