import { afterAll, beforeAll } from 'vitest';
import { makeTestEnv, startServer, type TestServer } from './server.js';
import { startSmtp, type ReceivedMail } from './smtp.js';

export interface MailedServer {
  readonly server: TestServer;
  readonly mails: ReceivedMail[];
}

/**
 * For one test file: Sprout sending its mail to a real SMTP server on loopback,
 * started before the file's tests (register it before other beforeAll hooks) and stopped after.
 */
export function serverWithSmtp(): MailedServer {
  let started: { server: TestServer; smtp: Awaited<ReturnType<typeof startSmtp>> } | null = null;
  beforeAll(async () => {
    const smtp = await startSmtp();
    const env = await makeTestEnv();
    env.env.SMTP_URL = smtp.url;
    started = { server: await startServer(env), smtp };
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.smtp.close();
  });
  const running = () => {
    if (!started) throw new Error('the server starts in beforeAll');
    return started;
  };
  return {
    get server() {
      return running().server;
    },
    get mails() {
      return running().smtp.mails;
    },
  };
}
