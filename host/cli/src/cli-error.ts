/** Exit codes of the command line. */
export const ExitCode = {
  ok: 0,
  /** The input has problems (validate found some, a file is not what it should be). */
  problems: 1,
  /** The command line itself is wrong (unknown command or option, missing argument). */
  usage: 2,
  /** Something the command needs is missing on this machine (Chromium, the player build). */
  unavailable: 3,
} as const;

/** A failure the user can act on: printed as one line, never with a stack trace. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode: number = ExitCode.problems) {
    super(message);
    this.name = 'CliError';
  }
}
