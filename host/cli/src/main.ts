/** The `scene-designer` command line: offline tools for .kzs scene archives and glTF models (docs/cli.md). */
import { Command, CommanderError } from 'commander';
import { CliError, ExitCode } from './cli-error.js';
import { validateCommand } from './commands/validate.js';
import { migrateCommand } from './commands/migrate.js';
import { importCommand } from './commands/import.js';
import { lightweightCommand } from './commands/lightweight.js';
import { thumbnailCommand } from './commands/thumbnail.js';
import { exportCommand } from './commands/export.js';

function program(): Command {
  const cli = new Command('scene-designer')
    .description('Offline tools for scene archives (.kzs) and glTF models. Messages are in English.')
    .version('0.1.0')
    .showHelpAfterError('(run scene-designer --help for usage)')
    .exitOverride();
  for (const add of [validateCommand, exportCommand, importCommand, lightweightCommand, thumbnailCommand, migrateCommand]) add(cli);
  for (const sub of cli.commands) sub.exitOverride();
  return cli;
}

/** Runs the command line; returns the exit code. Failures are one line on stderr, a stack only with SCENE_DESIGNER_DEBUG=1. */
export async function run(argv: readonly string[]): Promise<number> {
  try {
    await program().parseAsync([...argv]);
    return typeof process.exitCode === 'number' ? process.exitCode : ExitCode.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed its message (or the help and version, which exit with 0).
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    }
    if (error instanceof CliError) {
      process.stderr.write(`scene-designer: ${error.message}\n`);
      return error.exitCode;
    }
    process.stderr.write(`scene-designer: unexpected error: ${(error as Error)?.message ?? String(error)}\n`);
    if (process.env.SCENE_DESIGNER_DEBUG === '1') process.stderr.write(`${(error as Error)?.stack ?? ''}\n`);
    return ExitCode.problems;
  }
}
