/** Reading inputs and writing outputs with one clear message per failure. */
import { readFile, rename, stat, writeFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import { CliError } from './cli-error.js';

/** Largest input file any command reads (the server's archive upload limit is smaller). */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024;

function reason(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return (error as Error).message;
}

/** The bytes of an input file; a missing, unreadable or oversized file is a CliError naming it. */
export async function readInput(path: string, what = 'file', maxBytes = MAX_INPUT_BYTES): Promise<Uint8Array> {
  let size: number;
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
    size = info.size;
  } catch (error) {
    throw new CliError(`Cannot read the ${what} ${path}: ${reason(error)}.`);
  }
  if (size > maxBytes) throw new CliError(`The ${what} ${path} is ${size} bytes; at most ${maxBytes} are read.`);
  try {
    return await readFile(path); // a Buffer is a Uint8Array: no copy of a large file
  } catch (error) {
    throw new CliError(`Cannot read the ${what} ${path}: ${reason(error)}.`);
  }
}

/** Writes a file whole or not at all (a temporary file renamed into place), creating its folder. */
export async function writeOutput(path: string, bytes: Uint8Array | string): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new CliError(`Cannot write ${path}: ${reason(error)}.`);
  }
}
