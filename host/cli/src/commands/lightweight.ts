import type { Command } from 'commander';

export function lightweightCommand(program: Command): void {
  program.command('lightweight')
    .description('simplify a glTF / GLB model (meshoptimizer) and compress it (EXT_meshopt_compression)')
    .argument('<model>', 'a .glb or .gltf file')
    .option('--ratio <ratio>', 'share of the vertices to keep, above 0 and at most 1', '0.5')
    .option('--error <error>', 'largest simplification error, as a share of each mesh\'s radius', '0.01')
    .option('--no-compress', 'simplify only, without meshopt compression')
    .option('-o, --output <out>', 'where to write (.glb or .gltf; default <model>.light.glb beside the input)')
    .action(async (model: string, options: LightweightCommandOptions) => {
      const { runLightweight } = await import('../lightweight/run-lightweight.js');
      await runLightweight(model, options);
    });
}

/** The options as commander gives them. */
export interface LightweightCommandOptions {
  readonly ratio: string;
  readonly error: string;
  readonly compress: boolean;
  readonly output?: string;
}
