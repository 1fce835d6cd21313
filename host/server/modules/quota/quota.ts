import type { BlobStore } from '../../blobs/blob-store.js';
import { Errors } from '../../http/api-error.js';
import type { Turns } from '../../db/shared-turns.js';
import { UserTurns } from './user-turns.js';
import { usedBytesOf } from './used-storage.js';
import { requirePlan } from '../../auth/plan-gate.js';
import { PlanStorageMb } from '../../../../sdk/contract/subscription.js';

/** One MB as the spec counts storage. */
export const MB = 1024 * 1024;

/** Plan name of the professional plan. */
export const PROFESSIONAL = 'PROFESSIONAL';

/** Storage summary of a user (spec 000 §3 subscription). */
export interface StorageUsage {
  readonly planName: string;
  /** Limit in MB. */
  readonly storageLimit: number;
  /** Used in MB (two decimals). */
  readonly usedStorage: number;
  readonly usedBytes: number;
  readonly limitBytes: number;
}

/** Counts bytes a user owns outside the blob store (e.g. saved scene content); registered with `kit.storage`. */
export interface StorageCounter {
  /** Name, for messages and docs ('scene-content'). */
  readonly name: string;
  /** Bytes the user owns of this kind. */
  bytes(userId: string): Promise<number>;
}

/**
 * Storage quotas: 100 MB on the free plan, 1000 MB on PROFESSIONAL. Used storage = the distinct blobs a user references
 * (uploads, scene assets, images; the same bytes counted once per user however often that user references them, and
 * once for every other user referencing them too) + bytes kept in rows (saved scene versions, previews, data
 * resources, project lists). It is read from the running total users.used_bytes; `recount` sums it from scratch.
 */
export class Quota {
  constructor(
    private readonly blobs: BlobStore,
    private readonly counters: StorageCounter[] = [],
    /** The users' storage turns (shared by every instance on PostgreSQL). */
    private readonly turns: Turns = new UserTurns(),
    /** Set on a request's view: waits for the user's turn before a space check (see forRequest). */
    private readonly holdTurn?: (userId: string) => Promise<void>,
  ) {}

  /**
   * The quota as one request sees it: its first space check waits for the user's turn and keeps it until `release`
   * (the route runner calls it when the request has ended), so the check and the writes after it are one step for
   * that user. Reads (`usage`) never wait.
   */
  forRequest(): { readonly quota: Quota; release(): void } {
    const releases: (() => void)[] = [];
    const held = new Set<string>();
    const hold = async (userId: string) => {
      if (held.has(userId)) return;
      held.add(userId);
      releases.push(await this.turns.acquire(`quota ${userId}`));
    };
    return { quota: new Quota(this.blobs, this.counters, this.turns, hold), release: () => releases.splice(0).forEach((r) => r()) };
  }

  /** Add a counter of owned bytes kept outside the blob store. */
  addCounter(counter: StorageCounter): void {
    this.counters.push(counter);
  }

  /** Bytes a user owns: the running total (users.used_bytes), kept by every write in its own transaction. */
  async usedBytes(userId: string): Promise<number> {
    return usedBytesOf(this.blobs.db, userId);
  }

  /** Bytes a user owns counted from scratch (distinct blobs plus every counter): what the running total must equal. */
  async recount(userId: string): Promise<number> {
    let total = await this.blobs.usedBytes(userId);
    for (const counter of this.counters) total += await counter.bytes(userId);
    return total;
  }

  /** Limit in MB of a plan. */
  limitMb(plan: string): number {
    return PlanStorageMb[plan] ?? PlanStorageMb.FREE!;
  }

  /** The user's usage. */
  async usage(user: { id: string; plan: string }): Promise<StorageUsage> {
    const usedBytes = await this.usedBytes(user.id);
    const storageLimit = this.limitMb(user.plan);
    return {
      planName: user.plan,
      storageLimit,
      usedStorage: Math.round((usedBytes / MB) * 100) / 100,
      usedBytes,
      limitBytes: storageLimit * MB,
    };
  }

  /** The usage a check before writing reads: on a request's view, taken in the user's turn (held to the request's end). */
  async usageBeforeWrite(user: { id: string; plan: string }): Promise<StorageUsage> {
    await this.holdTurn?.(user.id);
    return this.usage(user);
  }

  /**
   * Refuse adding bytes: 'space usage at maximum' when the limit is already reached (spec 000 §4: used ≥ limit),
   * 'insufficient space left' when these bytes would pass it. Both HTTP 413, code 405. Checked before anything is written.
   */
  async ensureSpace(user: { id: string; plan: string }, addBytes: number): Promise<void> {
    const usage = await this.usageBeforeWrite(user);
    const verdict = spaceVerdict(usage.usedBytes, addBytes, usage.limitBytes);
    if (verdict === 'at-max') throw Errors.spaceAtMax();
    if (verdict === 'insufficient') throw Errors.insufficientSpace();
  }

  /** Refuse model files over 100 MB on the free plan ('upgrade your subscription'); documents must stay under 200 MB. */
  ensureModelSize(user: { plan: string; manager?: boolean | number }, bytes: number): void {
    if (bytes >= 200 * MB) throw Errors.badRequest('error.tooLarge');
    if (bytes > 100 * MB) requirePlan(user, 'largeModels');
  }
}

/** Whether `addBytes` more fit: 'ok', 'at-max' (already at or over the limit) or 'insufficient' (this would pass it). */
export function spaceVerdict(usedBytes: number, addBytes: number, limitBytes: number): 'ok' | 'at-max' | 'insufficient' {
  if (usedBytes >= limitBytes) return 'at-max';
  if (usedBytes + addBytes > limitBytes) return 'insufficient';
  return 'ok';
}
