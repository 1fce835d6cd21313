import type { SceneDocumentData } from '../scene/document.js';
import type { CoEntry, CoSubmit } from './co-op.js';
import { resolveCoOp } from './co-resolve.js';
import { CoTree } from './co-tree.js';

/** What the sequencer did with a submitted operation. */
export type CoSubmitResult =
  | { readonly kind: 'ordered'; readonly entry: CoEntry }
  /** Already ordered (a member resending after a lost acknowledgement): nothing to do. */
  | { readonly kind: 'duplicate' }
  /** Refused: out of order for that member, or made on a state the server never had. */
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * The server's side of one live scene: the document, the order of operations and the log members catch up from. Each
 * member's operations are taken once, in their own order (clientOp 1, 2, 3…), whatever was lost and resent.
 */
export class CoSequencer {
  readonly tree: CoTree;
  private readonly log: CoEntry[] = [];
  private readonly lastClientOp = new Map<string, number>();

  constructor(document: SceneDocumentData, private readonly firstSeq = 0) {
    this.tree = new CoTree(document);
  }

  /** Sequence number of the last ordered operation. */
  get seq(): number {
    return this.firstSeq + this.log.length;
  }

  /** The last operation of `client` ordered so far (0: none). */
  lastOf(client: string): number {
    return this.lastClientOp.get(client) ?? 0;
  }

  submit(client: string, submit: CoSubmit): CoSubmitResult {
    const last = this.lastOf(client);
    if (submit.clientOp <= last) return { kind: 'duplicate' };
    if (submit.clientOp !== last + 1) return { kind: 'refused', reason: `Operation ${submit.clientOp} came before ${last + 1}` };
    if (!Number.isInteger(submit.base) || submit.base < this.firstSeq || submit.base > this.seq) {
      return { kind: 'refused', reason: `Made on sequence ${submit.base}, but the server is at ${this.seq}` };
    }
    const applied = resolveCoOp(this.tree, submit.op).length > 0;
    const entry: CoEntry = { seq: this.seq + 1, client, clientOp: submit.clientOp, op: submit.op, applied };
    this.log.push(entry);
    this.lastClientOp.set(client, submit.clientOp);
    return { kind: 'ordered', entry };
  }

  /** The entries after `seq`, for a member catching up (undefined: not kept any more, it must reload the document). */
  since(seq: number): readonly CoEntry[] | undefined {
    if (!Number.isInteger(seq) || seq < this.firstSeq || seq > this.seq) return undefined;
    return this.log.slice(seq - this.firstSeq);
  }
}
