/** `lightweight`: the shared library (libs/model-lightweight) on a model read from disk, written as .glb or .gltf. */
import { basename, extname, join, dirname } from 'node:path';
import { LightweightError, lightweightDocument } from '../../../../libs/model-lightweight/index.js';
import { CliError } from '../cli-error.js';
import { writeOutput } from '../files.js';
import { modelIo, modelKind, readModel } from '../models.js';
import type { LightweightCommandOptions } from '../commands/lightweight.js';

function numberOption(value: string, name: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new CliError(`--${name} must be a number (got "${value}").`);
  return n;
}

export async function runLightweight(model: string, options: LightweightCommandOptions): Promise<void> {
  const ratio = numberOption(options.ratio, 'ratio');
  const error = numberOption(options.error, 'error');
  const output = options.output ?? join(dirname(model), `${basename(model, extname(model))}.light.glb`);
  const outputKind = modelKind(output);
  const document = await readModel(model);
  let stats;
  try {
    stats = await lightweightDocument(document, { ratio, error, compress: options.compress });
  } catch (e) {
    if (e instanceof LightweightError) throw new CliError(e.message);
    throw e;
  }
  const io = await modelIo();
  if (outputKind === 'glb') await writeOutput(output, await io.writeBinary(document));
  else {
    const { json, resources } = await io.writeJSON(document, { basename: basename(output, extname(output)) });
    for (const [uri, bytes] of Object.entries(resources)) await writeOutput(join(dirname(output), uri), bytes);
    await writeOutput(output, JSON.stringify(json, null, 2));
  }
  process.stdout.write(`Wrote ${output}: ${stats.trianglesBefore} → ${stats.trianglesAfter} triangles, ${stats.verticesBefore} → ${stats.verticesAfter} vertices.\n`);
}
