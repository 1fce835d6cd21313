/** Runs the installed `scene-designer` bin (node_modules/.bin, as `npm ci` links it) in a child process. */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from 'vitest';

export const BIN = resolve(import.meta.dirname, '../../../node_modules/.bin/scene-designer');

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliRun> {
  return new Promise((done) => {
    execFile(BIN, [...args], { cwd: options.cwd, env: { ...process.env, ...options.env }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

/** A stack frame line ("    at fn (file:1:2)") anywhere in the output. */
export const STACK_LINE = /^\s+at\s.+[:(]/m;

/** A refused input: a non-zero exit, one line on stderr naming the problem, no stack trace. */
export function expectOneLineFailure(run: CliRun, message: RegExp, code = 1): void {
  expect(run.code, run.stderr || run.stdout).toBe(code);
  expect(run.stderr).not.toMatch(STACK_LINE);
  expect(run.stdout).not.toMatch(STACK_LINE);
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^scene-designer: /);
  expect(lines[0]).toMatch(message);
}
