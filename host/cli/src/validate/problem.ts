/** One thing wrong with an archive. */
export interface Problem {
  /** Stable short code (e.g. 'schema', 'missing-parent', 'kzs.corrupt'). */
  readonly code: string;
  /** Where: a JSON path inside the scene document, or the archive entry. */
  readonly at: string;
  /** What is wrong, in English. */
  readonly message: string;
}

/** Collects problems up to a cap, so a document broken everywhere still gives a short report. */
export class ProblemList {
  readonly items: Problem[] = [];
  omitted = 0;

  constructor(private readonly cap = 200) {}

  add(code: string, at: string, message: string): void {
    if (this.items.length < this.cap) this.items.push({ code, at, message });
    else this.omitted++;
  }

  get count(): number {
    return this.items.length + this.omitted;
  }
}
