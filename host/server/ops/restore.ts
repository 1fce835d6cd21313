// npm run restore -- <folder>: put a backup of the embedded stores into DATA_DIR (the server must be stopped: the
// data folder's lock refuses a running one), then check every recorded blob — present and matching its sha-256.
// npm run restore -- --verify-only: only the check, against the configured database and blob store (after restoring
// PostgreSQL with pg_restore and S3 with `aws s3 sync`). Exits 1 naming missing or damaged blobs.
import { createHash } from 'node:crypto';
import { cp, copyFile, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { lockDataDir } from '../db/data-lock.js';
import { openDatabase } from '../db/open-database.js';
import { openBlobFiles } from '../blobs/open-blob-files.js';

const argument = process.argv[2];
if (!argument) {
  console.error('Usage: npm run restore -- <backup folder> | --verify-only');
  process.exit(2);
}
const config = loadConfig();
if (argument !== '--verify-only') {
  if (config.databaseUrl || config.s3) {
    console.error('This restores the embedded stores. For PostgreSQL use pg_restore, for S3 `aws s3 sync`, then --verify-only (docs/operations.md).');
    process.exit(2);
  }
  const folder = resolve(argument);
  if (!existsSync(join(folder, 'platform.sqlite'))) {
    console.error(`${folder} holds no platform.sqlite`);
    process.exit(2);
  }
  await mkdir(config.dataDir, { recursive: true });
  const release = lockDataDir(config.dataDir); // throws when a server runs on this folder
  try {
    for (const suffix of ['', '-wal', '-shm']) await rm(join(config.dataDir, `platform.sqlite${suffix}`), { force: true });
    await copyFile(join(folder, 'platform.sqlite'), join(config.dataDir, 'platform.sqlite'));
    if (existsSync(join(folder, 'blobs'))) await cp(join(folder, 'blobs'), join(config.dataDir, 'blobs'), { recursive: true });
  } finally {
    release();
  }
  console.log(`Restored ${folder} into ${config.dataDir}`);
}

const database = await openDatabase(config);
const store = openBlobFiles(config);
const problems: string[] = [];
let checked = 0;
try {
  const rows = await database.db.selectFrom('blobs').select(['hash', 'size']).execute();
  for (const { hash, size } of rows) {
    checked++;
    if (!(await store.files.exists(hash))) {
      problems.push(`missing ${hash}`);
      continue;
    }
    const bytes = await store.files.read(hash);
    if (bytes.byteLength !== Number(size) || createHash('sha256').update(bytes).digest('hex') !== hash) problems.push(`damaged ${hash}`);
  }
} finally {
  store.close();
  await database.close();
}
if (problems.length > 0) {
  console.error(`${problems.length} of ${checked} blobs are not right:\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log(`All ${checked} blobs present and intact`);
