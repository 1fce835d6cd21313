/** A defensive zip reader: checks paths, declared and actual sizes, CRCs, and stops inflating past the limit. */
import { crc32, inflateRawSync } from 'node:zlib';
import { KzsError, type KzsLimits } from './kzs-format.js';

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

/** One entry as the central directory declares it. */
export interface ZipEntryInfo {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localOffset: number;
}

/** True when a zip entry name stays inside the archive root. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 1024) return false;
  if (name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  const parts = name.endsWith('/') ? name.slice(0, -1).split('/') : name.split('/');
  return parts.every((p) => p !== '' && p !== '.' && p !== '..');
}

function findEocd(view: DataView): number {
  const min = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= min; i--) {
    if (view.getUint32(i, true) === EOCD_SIG) return i;
  }
  return -1;
}

/** Reads the central directory and validates every entry against the limits, inflating nothing. */
export function listZipEntries(bytes: Uint8Array, limits: KzsLimits): ZipEntryInfo[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 22) throw new KzsError('corrupt', 'The archive is empty or truncated.');
  const eocd = findEocd(view);
  if (eocd < 0) throw new KzsError('corrupt', 'The archive is truncated or not a zip file (no end-of-directory record).');
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new KzsError('unsupported', 'Zip64 archives are not supported.');
  if (count > limits.maxEntries) throw new KzsError('too-many-entries', `The archive has ${count} entries; at most ${limits.maxEntries} are allowed.`);
  if (cdOffset + cdSize > eocd) throw new KzsError('corrupt', 'The archive is truncated (central directory out of range).');
  const entries: ZipEntryInfo[] = [];
  const seen = new Set<string>();
  let declaredTotal = 0;
  let p = cdOffset;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== CENTRAL_SIG) throw new KzsError('corrupt', 'The archive is corrupt (bad central directory entry).');
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const crc = view.getUint32(p + 16, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    if (p + 46 + nameLen > eocd) throw new KzsError('corrupt', 'The archive is corrupt (entry name out of range).');
    let name: string;
    try {
      name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    } catch {
      throw new KzsError('corrupt', 'The archive is corrupt (entry name is not UTF-8).');
    }
    if (!isSafeEntryName(name)) throw new KzsError('unsafe-path', `The archive entry "${name}" points outside the archive.`);
    if (seen.has(name)) throw new KzsError('corrupt', `The archive lists "${name}" twice.`);
    seen.add(name);
    if (flags & 1) throw new KzsError('unsupported', 'Encrypted archives are not supported.');
    if (method !== 0 && method !== 8) throw new KzsError('unsupported', `The archive entry "${name}" uses an unsupported compression method.`);
    if (compressedSize === 0xffffffff || size === 0xffffffff) throw new KzsError('unsupported', 'Zip64 archives are not supported.');
    if (method === 0 && compressedSize !== size) throw new KzsError('corrupt', `The archive entry "${name}" has inconsistent sizes.`);
    declaredTotal += size;
    if (declaredTotal > limits.maxUnpackedBytes) {
      throw new KzsError('too-large', `The archive unpacks to more than ${limits.maxUnpackedBytes} bytes.`);
    }
    if (localOffset + 30 > cdOffset) throw new KzsError('corrupt', `The archive entry "${name}" is out of range.`);
    entries.push({ name, method, flags, crc, compressedSize, size, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/**
 * A plain Uint8Array over an ArrayBuffer of its own: the reading worker hands each asset's buffer over to the main
 * thread, and a small Buffer from zlib may sit in Node's shared pool.
 */
function ownBytes(buffer: Buffer): Uint8Array {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return new Uint8Array(buffer.buffer, 0, buffer.byteLength);
  return new Uint8Array(buffer);
}

/** Budget shared by all entries of one archive while inflating. */
export interface InflateBudget {
  remaining: number;
}

/** Inflates one entry, stopping as soon as it produces more than declared or the budget runs out; checks the CRC. */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntryInfo, budget: InflateBudget): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const p = entry.localOffset;
  if (view.getUint32(p, true) !== LOCAL_SIG) throw new KzsError('corrupt', `The archive entry "${entry.name}" is corrupt (bad local header).`);
  const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw new KzsError('corrupt', `The archive entry "${entry.name}" is truncated.`);
  const data = bytes.subarray(start, end);
  let out: Uint8Array;
  if (entry.method === 0) {
    if (data.byteLength > budget.remaining) throw new KzsError('too-large', 'The archive unpacks to more than the allowed size.');
    out = data.slice();
  } else {
    if (entry.size > budget.remaining) throw new KzsError('too-large', 'The archive unpacks to more than the allowed size.');
    // zlib (native: a tenth of the CPU of a JS inflater, issue 35's validate bench) stops as soon as the output passes
    // the declared size, so an entry that lies about its size is cut off there, not inflated to its end.
    try {
      out = ownBytes(inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) }));
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) {
        throw new KzsError('too-large', `The archive entry "${entry.name}" unpacks to more than it declares.`);
      }
      throw new KzsError('corrupt', `The archive entry "${entry.name}" is corrupt (${(e as Error).message}).`);
    }
    if (out.byteLength !== entry.size) throw new KzsError('corrupt', `The archive entry "${entry.name}" is truncated or corrupt.`);
    budget.remaining -= out.byteLength;
  }
  if (entry.method === 0) budget.remaining -= out.byteLength;
  if (crc32(out) >>> 0 !== entry.crc >>> 0) throw new KzsError('corrupt', `The archive entry "${entry.name}" is corrupt (checksum mismatch).`);
  return out;
}
