// Blob bytes in an S3-compatible bucket (AWS S3, MinIO, Ceph, s3rver in tests): one object per distinct content,
// key `<prefix><ab>/<sha-256>`. S3 acknowledges a PUT once the object is durable, so "the file first, then the rows"
// holds as on disk. A write that finds its bytes stored copies the object onto itself, which makes its LastModified
// now (and records the time in its metadata, for services that keep LastModified on such a copy), so collection —
// which never removes what is younger than its grace period — leaves it alone.
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command,
  PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isBlobHash, type BlobFileEntry, type BlobFiles } from './blob-files.js';

/** Where the bucket is and how to reach it. */
export interface S3Settings {
  readonly bucket: string;
  /** Endpoint of an S3-compatible service (MinIO, s3rver…); AWS when absent. */
  readonly endpoint?: string;
  readonly region: string;
  readonly accessKeyId?: string;
  readonly secretAccessKey?: string;
  /** Key prefix of every blob ('blobs/'). */
  readonly prefix: string;
  /** Path-style addressing (http://host/bucket/key), needed by most S3-compatible services. */
  readonly forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
  return false;
}

/** The S3 store. */
export class S3BlobFiles implements BlobFiles {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Checksums only when an operation requires them: S3-compatible services differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async touch(hash: string): Promise<boolean> {
    const key = this.keyOf(hash);
    try {
      await this.client.send(new CopyObjectCommand({
        Bucket: this.settings.bucket, Key: key, CopySource: `${this.settings.bucket}/${key}`,
        MetadataDirective: 'REPLACE', Metadata: { touched: String(Date.now()) },
      }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async create(hash: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(hash), Body: bytes, ContentLength: bytes.byteLength }));
  }

  async exists(hash: string): Promise<boolean> {
    return (await this.modifiedMs(hash)) !== undefined;
  }

  async read(hash: string): Promise<Buffer> {
    const reply = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(hash) }));
    if (!reply.Body) throw new Error(`Blob ${hash} has no body`);
    return Buffer.from(await reply.Body.transformToByteArray());
  }

  async stream(hash: string): Promise<Readable> {
    const reply = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(hash) }));
    if (!reply.Body) throw new Error(`Blob ${hash} has no body`);
    return reply.Body as Readable;
  }

  async modifiedMs(hash: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(hash) }));
      // The later of LastModified and the time `touch` wrote in the metadata (some S3-compatible services keep
      // LastModified on a copy onto itself; the listing's LastModified is only a first filter, see BlobStore).
      const touched = Number(head.Metadata?.touched ?? 0);
      return Math.max(head.LastModified?.getTime() ?? 0, Number.isFinite(touched) ? touched : 0);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async *list(): AsyncIterable<BlobFileEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: this.settings.prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        const name = item.Key.slice(item.Key.lastIndexOf('/') + 1);
        if (!isBlobHash(name) || item.Key !== this.keyOf(name)) continue; // not ours
        yield { key: item.Key, hash: name, modifiedMs: item.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async remove(hash: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(hash) }));
  }

  async removeLeftover(key: string): Promise<void> {
    if (!key.startsWith(this.settings.prefix)) throw new Error(`Not a key of this store: ${key}`);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async presignedUrl(hash: string, fileName: string, seconds: number): Promise<string> {
    const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(hash), ResponseContentDisposition: disposition }), { expiresIn: seconds });
  }

  /** Close the client's sockets. */
  close(): void {
    this.client.destroy();
  }

  private keyOf(hash: string): string {
    if (!isBlobHash(hash)) throw new Error(`Not a blob hash: ${hash}`);
    return `${this.settings.prefix}${hash.slice(0, 2)}/${hash}`;
  }
}
