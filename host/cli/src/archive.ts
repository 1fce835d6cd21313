/** Opening and writing `.kzs` archives with the server's own reader and writer (host/server/modules/archive). */
import { readKzs, type KzsContents } from '../../server/modules/archive/kzs-reader.js';
import { writeKzs, type KzsAssetInput } from '../../server/modules/archive/kzs-writer.js';
import { KzsError, type KzsScene } from '../../server/modules/archive/kzs-format.js';
import { CliError } from './cli-error.js';
import { readInput, writeOutput } from './files.js';

/** Reads and verifies an archive as the server's import does; any refusal is a CliError with the reader's reason. */
export async function openArchive(path: string): Promise<KzsContents> {
  const bytes = await readInput(path, 'archive');
  return readArchiveBytes(path, bytes);
}

/** As openArchive, for bytes already read. */
export function readArchiveBytes(path: string, bytes: Uint8Array): KzsContents {
  try {
    return readKzs(bytes);
  } catch (error) {
    if (error instanceof KzsError) throw new CliError(`${path} is not a valid .kzs archive (${error.code}): ${error.message}`);
    throw error;
  }
}

/** The archive's assets as named inputs of the writer (one per manifest name, so shared bytes keep every name). */
export function assetInputs(contents: KzsContents): KzsAssetInput[] {
  return contents.manifest.assets.map((a) => ({ name: a.name, bytes: contents.assets.get(a.sha256)! }));
}

/** Writes an archive whole (the server's writer, so the server imports it). */
export async function saveArchive(path: string, scene: KzsScene, assets: readonly KzsAssetInput[]): Promise<void> {
  await writeOutput(path, writeKzs(scene, assets));
}
