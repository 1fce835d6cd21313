import { createServer } from './app.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-lock.js';
import { DEMO_ACCOUNT } from './seed/first-start.js';
import { noSmtpNotice } from './mail/no-smtp-notice.js';

const config = loadConfig();
try {
  const server = await createServer(config);
  console.log(`Listening on ${server.url}/`);
  console.log(`Storage: ${server.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}; API at ${server.url}${config.apiContext}/api`);
  console.log(`Demo account: ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`);
  if (config.smtp) console.log(`Mail: SMTP relay ${config.smtp.host}:${config.smtp.port}, from ${config.smtp.from}`);
  else console.warn(noSmtpNotice(server.url, config.managerUsernames));
  const stop = (): void => {
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
