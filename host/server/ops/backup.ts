// npm run backup -- <folder>: a consistent copy of the embedded stores (SQLite's online backup of platform.sqlite,
// then the blob files), taken while the server may keep running. PostgreSQL and S3 have their own tools (pg_dump,
// `aws s3 sync`; see docs/operations.md).
import { cp, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.js';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run backup -- <backup folder>');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl || config.s3) {
  console.error('This copies the embedded stores (SQLite and DATA_DIR/blobs). For PostgreSQL use pg_dump, for S3 `aws s3 sync` (docs/operations.md).');
  process.exit(2);
}
const folder = resolve(target);
await mkdir(folder, { recursive: true });
// The database first: blobs written after it are extras (collected later), never missing bytes.
const db = new SQLite(join(config.dataDir, 'platform.sqlite'), { readonly: true, fileMustExist: true });
try {
  await db.backup(join(folder, 'platform.sqlite'));
} finally {
  db.close();
}
const blobs = join(config.dataDir, 'blobs');
if (existsSync(blobs)) await cp(blobs, join(folder, 'blobs'), { recursive: true, filter: (source) => !source.endsWith('.tmp') });
console.log(`Backed up ${config.dataDir} to ${folder}`);
