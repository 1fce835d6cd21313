/** `validate`: everything the server's import checks, then the scene document's shape, limits and references. */
import { readKzs } from '../../../server/modules/archive/kzs-reader.js';
import { KzsError } from '../../../server/modules/archive/kzs-format.js';
import { CliError } from '../cli-error.js';
import { migrateSceneContent } from '../migrate/document-migrations.js';
import { collectGarbage } from './collect-garbage.js';
import { ProblemList, type Problem } from './problem.js';
import { checkReferences, checkShape } from './scene-checks.js';

/** What `validate` found. */
export interface ValidationReport {
  readonly file: string;
  readonly valid: boolean;
  readonly sceneName?: string;
  readonly nodes?: number;
  readonly assets?: number;
  /** The document is in an older form that `migrate` brings up to date (checked here as migrated). */
  readonly needsMigration?: readonly string[];
  readonly problems: readonly Problem[];
  /** Problems past the report's cap, counted but not listed. */
  readonly omitted: number;
}

/** Archive bytes handed over: validate lets go of them once read, so a large file is not held while its scene is checked. */
export interface HeldBytes {
  bytes?: Uint8Array;
}

/** Validates archive bytes; never throws for anything wrong inside them. */
export function validateArchive(file: string, held: HeldBytes): ValidationReport {
  const problems = new ProblemList();
  const done = (extra: Partial<ValidationReport> = {}): ValidationReport =>
    ({ file, valid: problems.count === 0, ...extra, problems: problems.items, omitted: problems.omitted });
  let contents;
  try {
    contents = readKzs(held.bytes ?? new Uint8Array(0), undefined, { keepAssets: false });
  } catch (error) {
    if (!(error instanceof KzsError)) throw error;
    problems.add(`kzs.${error.code}`, 'archive', error.message);
    return done();
  }
  delete held.bytes;
  collectGarbage();
  const facts = { sceneName: contents.scene.name, assets: contents.manifest.assets.length };
  let migration;
  try {
    migration = migrateSceneContent(contents.scene, contents.parsedContent);
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    problems.add('content', 'scene.json content', error.message);
    return done(facts);
  }
  const needsMigration = migration.steps.length > 0 ? { needsMigration: migration.steps } : {};
  if (!checkShape(migration.document, problems)) return done({ ...facts, ...needsMigration });
  checkReferences(migration.document, new Set(contents.manifest.assets.map((a) => a.name)), problems);
  return done({ ...facts, nodes: Object.keys(migration.document.nodes).length, ...needsMigration });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The report for people: one line when valid, else a line per problem. */
export function formatReport(report: ValidationReport): string {
  const lines: string[] = [];
  const about = report.sceneName === undefined ? '' : ` (scene "${report.sceneName}"${report.nodes === undefined ? '' : `, ${plural(report.nodes, 'node')}`}, ${plural(report.assets ?? 0, 'asset')})`;
  const count = report.problems.length + report.omitted;
  lines.push(report.valid ? `OK ${report.file}${about}` : `INVALID ${report.file}${about}: ${plural(count, 'problem')}`);
  for (const p of report.problems) lines.push(`  ${p.code.padEnd(18)} ${p.at}: ${p.message}`);
  if (report.omitted > 0) lines.push(`  … and ${report.omitted} more`);
  if (report.needsMigration) {
    lines.push(`  note: the scene is in an older form; \`scene-designer migrate ${report.file}\` brings it up to date:`);
    for (const step of report.needsMigration) lines.push(`    - ${step}`);
  }
  return lines.join('\n');
}
