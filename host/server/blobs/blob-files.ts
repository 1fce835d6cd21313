// Where blob bytes live: a local folder (the embedded default) or an S3-compatible bucket. The bookkeeping —
// rows, references, used storage, collection — is the same for both (blob-store.ts).
import type { Readable } from 'node:stream';

/** One stored entry, as a listing sees it. */
export interface BlobFileEntry {
  /** The entry's key in the store (a relative path or an object key). */
  readonly key: string;
  /** The blob's sha-256 hex; undefined for a leftover of an interrupted write (a temp file). */
  readonly hash: string | undefined;
  /** Last modification (a write, or a `save` that found the bytes already stored), ms since the epoch. */
  readonly modifiedMs: number;
}

/** The bytes side of the blob store. Keys are sha-256 hex of the bytes (content-addressed). */
export interface BlobFiles {
  /** 'local' or 's3' (metrics, readiness). */
  readonly kind: string;
  /**
   * When the blob is stored, make its modification time now (so collection leaves it alone) and answer true; answer
   * false when it is not stored. Runs in the hash's turn (see HashLocks), so it cannot interleave with a removal.
   */
  touch(hash: string): Promise<boolean>;
  /** Store bytes under their hash, durably (synced) before resolving; an atomic replace when they exist already. */
  create(hash: string, bytes: Uint8Array): Promise<void>;
  /** Whether a blob is stored. */
  exists(hash: string): Promise<boolean>;
  /** The bytes of a blob (throws when missing). */
  read(hash: string): Promise<Buffer>;
  /** A stream of a blob's bytes (throws when missing). */
  stream(hash: string): Promise<Readable>;
  /** Modification time of a blob, undefined when missing. */
  modifiedMs(hash: string): Promise<number | undefined>;
  /** Every entry: blobs and leftovers (temp files of interrupted writes). */
  list(): AsyncIterable<BlobFileEntry>;
  /** Remove a blob's bytes (the caller checked that no row records it and that it is old). */
  remove(hash: string): Promise<void>;
  /** Remove a leftover entry by key. */
  removeLeftover(key: string): Promise<void>;
  /** Throws when the store cannot be reached (readiness). */
  probe(): Promise<void>;
  /** A time-limited address the browser may download the blob from directly, when the store offers one. */
  presignedUrl?(hash: string, fileName: string, seconds: number): Promise<string>;
}

/** Whether a name is a sha-256 hex. */
export function isBlobHash(name: string): boolean {
  return /^[0-9a-f]{64}$/.test(name);
}
