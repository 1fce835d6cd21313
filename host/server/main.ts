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
  if (config.paymentProvider === 'sandbox') {
    console.warn('Payments: the SANDBOX provider is on: anyone can "pay" on its page without money (tests and demos only; PAYMENT_PROVIDER=none switches it off)');
  } else console.log('Payments: no provider (PAYMENT_PROVIDER=none): orders that cost money are refused');
  // Graceful stop: readiness turns 503, no new connections, requests in flight finish (at most
  // SHUTDOWN_TIMEOUT_SECONDS), jobs stop, the database closes. A second signal ends the process at once.
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    server.fastify.log.info({ signal }, 'stopping: finishing requests in flight');
    server.close().then(() => {
      console.log('Stopped');
      process.exit(0);
    }, (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
