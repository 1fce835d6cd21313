/**
 * Test hook for crash-restart tests: with `SERVER_CRASH_AT=<step>` in its environment the server kills itself with
 * SIGKILL when it reaches that step, as a power cut or `kill -9` would at that moment. Steps: `migration:<name>` (after a
 * migration's statements, before it is recorded), `seed:demo-user` and `seed:modules` (in the middle of the first-start
 * seed). Unset in production; nothing else reads it.
 */
export function crashPoint(step: string): void {
  if (process.env.SERVER_CRASH_AT === step) process.kill(process.pid, 'SIGKILL');
}
