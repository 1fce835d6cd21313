import type { SceneDocumentData, ScenePatch } from '../scene/document.js';
import { invertPatches } from '../scene/patch.js';
import type { CoEntry, CoOp, CoSubmit } from './co-op.js';
import { resolveCoOp } from './co-resolve.js';
import { CoTree } from './co-tree.js';

/** A local operation not yet ordered by the server, with the patches it made on this replica. */
interface Pending {
  readonly clientOp: number;
  readonly op: CoOp;
  patches: ScenePatch[];
}

/**
 * A member's copy of a live scene: the server's state up to `seq` with this member's own operations not yet ordered
 * (pending) on top. A local edit applies at once and waits to be sent; a remote one is applied under the pending ones
 * (they are taken back, the remote one applied, then they are resolved again on top); an acknowledgement of one's own
 * operation only moves it from pending to acknowledged, because the server resolved it on the same state. Every method
 * returns the patches it made on the replica, in order, for the designer's document to apply.
 */
export class CoReplica {
  readonly tree: CoTree;
  private pending: Pending[] = [];
  private nextClientOp = 1;
  private sentUpTo = 0;
  private lastSeq: number;

  constructor(readonly client: string, document: SceneDocumentData, seq: number) {
    this.tree = new CoTree(document);
    this.lastSeq = seq;
  }

  /** Sequence number of the last server entry applied. */
  get seq(): number {
    return this.lastSeq;
  }

  /** Operations not yet acknowledged. */
  get pendingCount(): number {
    return this.pending.length;
  }

  /** A local edit: applied now (resolved by the same rules), sent later by `outbox`. */
  edit(op: CoOp): ScenePatch[] {
    const patches = resolveCoOp(this.tree, op);
    this.pending.push({ clientOp: this.nextClientOp++, op, patches });
    return patches;
  }

  /** The pending operations not handed out yet, to send (made on `seq`); marks them sent. */
  outbox(): CoSubmit[] {
    const out = this.pending.filter((p) => p.clientOp > this.sentUpTo).map((p) => ({ clientOp: p.clientOp, base: this.lastSeq, op: p.op }));
    if (out.length) this.sentUpTo = out[out.length - 1].clientOp;
    return out;
  }

  /** After a reconnection (once caught up): every pending operation is sent again; the server skips what it has. */
  resendAll(): void {
    this.sentUpTo = 0;
  }

  /** One server entry, in order (entries at or below `seq` are ignored: already applied). */
  receive(entry: CoEntry): ScenePatch[] {
    if (entry.seq <= this.lastSeq) return [];
    if (entry.seq !== this.lastSeq + 1) throw new Error(`Entry ${entry.seq} came after ${this.lastSeq}: a gap, the replica must catch up`);
    this.lastSeq = entry.seq;
    if (entry.client === this.client) {
      const head = this.pending[0];
      if (!head || head.clientOp !== entry.clientOp) throw new Error(`Acknowledgement of ${entry.clientOp} does not match the pending operation`);
      this.pending.shift();
      return [];
    }
    const out: ScenePatch[] = [];
    // Take back the pending operations (newest first), apply the remote one, resolve the pending ones again on top.
    const undo = invertPatches(this.pending.flatMap((p) => p.patches));
    this.tree.apply(undo);
    out.push(...undo, ...resolveCoOp(this.tree, entry.op));
    for (const p of this.pending) {
      p.patches = resolveCoOp(this.tree, p.op);
      out.push(...p.patches);
    }
    return out;
  }
}
