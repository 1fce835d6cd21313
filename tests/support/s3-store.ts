// A local S3-compatible server (s3rver, files in a temp folder) for tests, and a fresh bucket per test server.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../host/server/blobs/s3-blob-files.js';

/** A running s3rver. */
export interface LocalS3 {
  readonly endpoint: string;
  /** Settings of a new, empty bucket. */
  newBucket(): Promise<S3Settings>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Start s3rver on a free port of 127.0.0.1. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'kf-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    async newBucket() {
      const bucket = `kf-${randomUUID().slice(0, 18)}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, endpoint, region: 'us-east-1', ...CREDENTIALS, prefix: 'blobs/', forcePathStyle: true };
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

let shared: Promise<LocalS3> | undefined;

/** One s3rver per test process (started on first use, left to end with the process). */
export function sharedLocalS3(): Promise<LocalS3> {
  shared ??= startLocalS3();
  return shared;
}
