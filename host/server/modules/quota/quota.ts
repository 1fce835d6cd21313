import type { BlobStore } from '../../blobs/blob-store.js';
import { Errors } from '../../http/api-error.js';

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

/** Storage quotas: 100 MB on the free plan, 1000 MB on PROFESSIONAL; used storage is what a user's blobs hold. */
export class Quota {
  constructor(private readonly blobs: BlobStore) {}

  /** Limit in MB of a plan. */
  limitMb(plan: string): number {
    return plan === PROFESSIONAL ? 1000 : 100;
  }

  /** The user's usage. */
  async usage(user: { id: string; plan: string }): Promise<StorageUsage> {
    const usedBytes = await this.blobs.usedBytes(user.id);
    const storageLimit = this.limitMb(user.plan);
    return {
      planName: user.plan,
      storageLimit,
      usedStorage: Math.round((usedBytes / MB) * 100) / 100,
      usedBytes,
      limitBytes: storageLimit * MB,
    };
  }

  /** Refuse with 'insufficient space left' when adding bytes would pass the limit (or it is already reached). */
  async ensureSpace(user: { id: string; plan: string }, addBytes: number): Promise<void> {
    const usage = await this.usage(user);
    if (usage.usedBytes >= usage.limitBytes || usage.usedBytes + addBytes > usage.limitBytes) throw Errors.insufficientSpace();
  }

  /** Refuse model files over 100 MB on the free plan ('upgrade your subscription'); documents must stay under 200 MB. */
  ensureModelSize(user: { plan: string }, bytes: number): void {
    if (bytes >= 200 * MB) throw Errors.badRequest('error.tooLarge');
    if (bytes > 100 * MB && user.plan !== PROFESSIONAL) throw Errors.upgrade();
  }
}
