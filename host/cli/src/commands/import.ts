import type { Command } from 'commander';
import { assetInputs, openArchive, saveArchive } from '../archive.js';
import { CliError } from '../cli-error.js';
import { migrateSceneContent } from '../migrate/document-migrations.js';

export function importCommand(program: Command): void {
  program.command('import')
    .description('add a glTF / GLB model to a .kzs archive, as the designer\'s model import does')
    .argument('<model>', 'a .glb, or a .gltf with the files it names beside it')
    .requiredOption('--into <file.kzs>', 'the scene archive to add the model to (rewritten in place)')
    .option('-o, --output <out.kzs>', 'write the result here instead of replacing the archive')
    .action(async (model: string, options: { into: string; output?: string }) => {
      const contents = await openArchive(options.into);
      const { document, steps } = migrateSceneContent(contents.scene);
      if (steps.length > 0) throw new CliError(`${options.into} is in an older scene format; run \`scene-designer migrate ${options.into}\` first.`);
      const { readModelFiles } = await import('../import/model-files.js');
      const files = await readModelFiles(model);
      const { importModel } = await import('../import/import-model.js');
      const byName = new Map(contents.manifest.assets.map((a) => [a.name, contents.assets.get(a.sha256)!]));
      const result = await importModel(document, byName, files);
      const assets = assetInputs(contents);
      for (const [name, bytes] of result.assets) if (!byName.has(name)) assets.push({ name, bytes });
      const output = options.output ?? options.into;
      await saveArchive(output, { ...contents.scene, content: JSON.stringify(result.document) }, assets);
      for (const warning of result.warnings) process.stderr.write(`scene-designer: warning: ${warning}\n`);
      process.stdout.write(`Imported ${model} into ${output} as the node "${result.nodeName}" (${result.assets.size} asset${result.assets.size === 1 ? '' : 's'} added).\n`);
    });
}
