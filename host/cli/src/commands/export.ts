import type { Command } from 'commander';
import { CliError, ExitCode } from '../cli-error.js';

/** The options as commander gives them. */
export interface ExportCommandOptions {
  readonly glb?: string;
  readonly gltf?: string;
}

export function exportCommand(program: Command): void {
  program.command('export')
    .description('export a .kzs scene as glTF 2.0: one .glb file, or a .gltf with its files in a folder')
    .argument('<file.kzs>', 'the scene archive')
    .option('--glb <out.glb>', 'write one binary glTF file')
    .option('--gltf <dir>', 'write <dir>/<scene>.gltf with its buffers and textures beside it')
    .action(async (file: string, options: ExportCommandOptions) => {
      if (!options.glb === !options.gltf) throw new CliError('Give one of --glb <out.glb> or --gltf <dir>.', ExitCode.usage);
      const { runExport } = await import('../export/run-export.js');
      await runExport(file, options);
    });
}
