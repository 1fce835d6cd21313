/** The administrator's start-up notice when no SMTP relay is configured. */
export function noSmtpNotice(url: string, managers: readonly string[]): string {
  return [
    'NOTICE: no SMTP relay is configured (set SMTP_URL, or SMTP_HOST with SMTP_PORT/SMTP_USER/SMTP_PASS/SMTP_FROM).',
    `  Registration codes are not mailed: they wait on the outbox page ${url}/outbox, which only accounts with the manager flag can read`,
    managers.length > 0
      ? `  (managers from MANAGER_USERNAMES: ${managers.join(', ')}).`
      : '  (give an account the flag with MANAGER_USERNAMES=<username> and restart).',
  ].join('\n');
}
