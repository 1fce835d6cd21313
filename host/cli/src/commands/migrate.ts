import type { Command } from 'commander';
import { KZS_VERSION } from '../../../server/modules/archive/kzs-format.js';
import { assetInputs, openArchive, saveArchive } from '../archive.js';
import { migrateSceneContent } from '../migrate/document-migrations.js';

export function migrateCommand(program: Command): void {
  program.command('migrate')
    .description('bring a .kzs archive from an older scene format to the current one')
    .argument('<file.kzs>', 'the scene archive')
    .option('-o, --output <out.kzs>', 'where to write the migrated archive (default: replace the input)')
    .action(async (file: string, options: { output?: string }) => {
      const contents = await openArchive(file);
      const { document, steps } = migrateSceneContent(contents.scene);
      const archiveSteps = contents.manifest.version < KZS_VERSION ? [`Archive format version ${contents.manifest.version} to ${KZS_VERSION}.`] : [];
      const all = [...archiveSteps, ...steps];
      const output = options.output ?? file;
      if (all.length === 0 && output === file) {
        process.stdout.write(`${file} is already in the current format (scene document version 1, archive version ${KZS_VERSION}); nothing written.\n`);
        return;
      }
      const scene = { ...contents.scene, content: JSON.stringify(document)};
      await saveArchive(output, scene, assetInputs(contents));
      process.stdout.write(all.length === 0 ? `${file} was current; copied to ${output}.\n` : `Migrated ${file} to ${output}:\n${all.map((s) => `  - ${s}`).join('\n')}\n`);
    });
}
