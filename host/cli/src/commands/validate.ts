import type { Command } from 'commander';
import { ExitCode } from '../cli-error.js';
import { readInput } from '../files.js';
import { formatReport, validateArchive, type ValidationReport } from '../validate/validate-archive.js';

export function validateCommand(program: Command): void {
  program.command('validate')
    .description('check .kzs archives: archive format, scene schema, limits and references')
    .argument('<files...>', 'one or more scene archives (.kzs)')
    .option('--json', 'print the report as JSON (an array when several files are given)')
    .action(async (files: string[], options: { json?: boolean }) => {
      const reports: ValidationReport[] = [];
      for (const file of files) {
        const report = validateArchive(file, { bytes: await readInput(file, 'archive') });
        reports.push(report);
        if (!options.json) process.stdout.write(`${formatReport(report)}\n`);
      }
      if (options.json) process.stdout.write(`${JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2)}\n`);
      process.exitCode = reports.every((r) => r.valid) ? ExitCode.ok : ExitCode.problems;
    });
}
