import type { Document, WebIO } from '@gltf-transform/core';
import { LightweightError } from './lightweight-error.js';
import { checkModelBudget, DEFAULT_MODEL_BUDGET, glbJson, parseJson, type ModelBudget } from './model-budget.js';
import { documentFromObj } from './parse-obj.js';
import { documentFromStl } from './parse-stl.js';

/** Formats read. */
export type ModelFormat = 'glb' | 'gltf' | 'obj' | 'stl';

/** The format a file name says, or undefined. */
export function modelFormatOf(fileName: string): ModelFormat | undefined {
  const ext = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return ext === 'glb' || ext === 'gltf' || ext === 'obj' || ext === 'stl' ? ext : undefined;
}

/** A model to read: the main file, and for a .gltf the files it names (by relative uri). */
export interface ModelInput {
  readonly format: ModelFormat;
  readonly bytes: Uint8Array;
  readonly resources?: ReadonlyMap<string, Uint8Array>;
}

/**
 * Reads a model into a document. A glTF's JSON is checked against the budget before its data is decoded; a .gltf may
 * use data: uris and the files given in `resources`, nothing else (no file or network access).
 */
export async function readModel(io: WebIO, input: ModelInput, budget: ModelBudget = DEFAULT_MODEL_BUDGET): Promise<Document> {
  try {
    switch (input.format) {
      case 'glb':
        checkModelBudget(glbJson(input.bytes), budget);
        return await io.readBinary(input.bytes);
      case 'gltf': {
        const json = parseJson(input.bytes) as { buffers?: { uri?: string }[]; images?: { uri?: string }[] };
        checkModelBudget(json, budget);
        const resources: Record<string, Uint8Array<ArrayBuffer>> = {};
        for (const item of [...(json.buffers ?? []), ...(json.images ?? [])]) {
          const uri = item?.uri;
          if (typeof uri !== 'string' || uri.startsWith('data:')) continue;
          const bytes = input.resources?.get(uri) ?? input.resources?.get(safeDecode(uri));
          if (!bytes) throw new LightweightError(`The .gltf names '${uri.slice(0, 100)}', which was not uploaded with it.`);
          resources[uri] = bytes as Uint8Array<ArrayBuffer>;
        }
        return await io.readJSON({ json: json as never, resources });
      }
      case 'obj':
        return documentFromObj(input.bytes);
      case 'stl':
        return documentFromStl(input.bytes);
    }
  } catch (error) {
    if (error instanceof LightweightError) throw error;
    throw new LightweightError(`The model cannot be read as ${input.format.toUpperCase()}: ${(error as Error).message}`);
  }
}

function safeDecode(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}
