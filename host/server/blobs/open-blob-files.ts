// The blob store a configuration names: the local folder DATA_DIR/blobs (default) or an S3-compatible bucket.
import { join } from 'node:path';
import type { ServerConfig } from '../config.js';
import type { BlobFiles } from './blob-files.js';
import { LocalBlobFiles } from './local-blob-files.js';
import { S3BlobFiles } from './s3-blob-files.js';

/** The configured store and how to release it. */
export function openBlobFiles(config: ServerConfig): { files: BlobFiles; close(): void } {
  if (config.s3) {
    const files = new S3BlobFiles(config.s3);
    return { files, close: () => files.close() };
  }
  return { files: new LocalBlobFiles(join(config.dataDir, 'blobs')), close: () => undefined };
}
