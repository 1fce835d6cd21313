// Blob bytes in a local folder: DATA_DIR/blobs/ab/<sha-256>, written through a synced temp file and a rename.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { isBlobHash, type BlobFileEntry, type BlobFiles } from './blob-files.js';

/** Temp files of writes under way (`<hash>.<uuid>.tmp`). */
const TEMP_SUFFIX = '.tmp';

/** fsync a folder, so a rename into it survives a crash. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === 'ENOENT';
}

/** The local-folder store (one file per distinct content, sharded by the hash's first two hex digits). */
export class LocalBlobFiles implements BlobFiles {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  async touch(hash: string): Promise<boolean> {
    try {
      const now = new Date();
      await utimes(this.pathOf(hash), now, now);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async create(hash: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(hash);
    const dir = join(this.root, hash.slice(0, 2));
    await mkdir(dir, { recursive: true });
    const temp = `${path}.${randomUUID()}${TEMP_SUFFIX}`;
    try {
      await writeFile(temp, bytes, { flush: true });
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncDir(dir);
  }

  async exists(hash: string): Promise<boolean> {
    try {
      await access(this.pathOf(hash));
      return true;
    } catch {
      return false;
    }
  }

  read(hash: string): Promise<Buffer> {
    return readFile(this.pathOf(hash));
  }

  async stream(hash: string): Promise<Readable> {
    await access(this.pathOf(hash));
    return createReadStream(this.pathOf(hash));
  }

  async modifiedMs(hash: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(hash))).mtimeMs;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async *list(): AsyncIterable<BlobFileEntry> {
    let shards: string[];
    try {
      shards = await readdir(this.root);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const shard of shards) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      for (const name of await readdir(join(this.root, shard))) {
        const isTemp = name.endsWith(TEMP_SUFFIX);
        if (!isTemp && !isBlobHash(name)) continue;
        let modifiedMs: number;
        try {
          modifiedMs = (await stat(join(this.root, shard, name))).mtimeMs;
        } catch (error) {
          if (isMissing(error)) continue; // renamed or removed meanwhile
          throw error;
        }
        yield { key: `${shard}/${name}`, hash: isTemp ? undefined : name, modifiedMs };
      }
    }
  }

  async remove(hash: string): Promise<void> {
    await rm(this.pathOf(hash), { force: true });
  }

  async removeLeftover(key: string): Promise<void> {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{64}\.[0-9a-f-]{36}\.tmp$/.test(key)) throw new Error(`Not a leftover: ${key}`);
    await rm(join(this.root, key), { force: true });
  }

  async probe(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root);
  }

  private pathOf(hash: string): string {
    if (!isBlobHash(hash)) throw new Error(`Not a blob hash: ${hash}`);
    return join(this.root, hash.slice(0, 2), hash);
  }
}
