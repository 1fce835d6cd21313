/** `export`: the product's glTF export (host/node/export-gltf.ts, the designer's runtime on a NullEngine) of an archive's scene. */
import { join, resolve, sep } from 'node:path';
import { Logger } from '@babylonjs/core/Misc/logger.js';
import { exportSceneToGltf } from '../../../node/export-gltf.js';
import { openArchive } from '../archive.js';
import { CliError } from '../cli-error.js';
import { writeOutput } from '../files.js';
import { migrateSceneContent } from '../migrate/document-migrations.js';
import type { ExportCommandOptions } from '../commands/export.js';

/** A file name for the scene: its name without characters file systems refuse, never empty. */
function fileNameOf(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are refused by file systems too
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+/, '').trim().slice(0, 100);
  return cleaned || 'scene';
}

export async function runExport(file: string, options: ExportCommandOptions): Promise<void> {
  const contents = await openArchive(file);
  const { document } = migrateSceneContent(contents.scene);
  const byName = new Map(contents.manifest.assets.map((a) => [a.name, contents.assets.get(a.sha256)!]));
  const format = options.glb ? 'glb' : 'gltf';
  // Babylon's banner and notes go to stdout, which belongs to the command's own output; its warnings stay (stderr).
  Logger.LogLevels = Logger.WarningLogLevel | Logger.ErrorLogLevel;
  let result;
  try {
    result = await exportSceneToGltf({ document, readAsset: (name) => Promise.resolve(byName.get(name)) }, { format });
  } catch (error) {
    throw new CliError(`The scene could not be exported: ${(error as Error).message.split('\n')[0]}`);
  }
  if (options.glb) {
    if (!result.glb) throw new CliError('The export produced no GLB.');
    await writeOutput(options.glb, result.glb);
    process.stdout.write(`Wrote ${options.glb} (${result.glb.byteLength} bytes) of "${contents.scene.name}".\n`);
    return;
  }
  if (!result.gltf) throw new CliError('The export produced no glTF.');
  const dir = resolve(options.gltf!);
  const main = join(dir, `${fileNameOf(contents.scene.name)}.gltf`);
  for (const [uri, bytes] of Object.entries(result.gltf.resources)) {
    const target = resolve(dir, uri);
    if (!target.startsWith(dir + sep)) throw new CliError(`The export named a file outside ${dir}: ${uri}`);
    await writeOutput(target, bytes);
  }
  await writeOutput(main, result.gltf.json);
  process.stdout.write(`Wrote ${main} with ${Object.keys(result.gltf.resources).length} file(s) beside it, of "${contents.scene.name}".\n`);
}
