import fs from 'node:fs';
import path from 'node:path';
import type { Client } from './http.js';
import { mailText } from './smtp.js';
import type { TestServer } from './server.js';

/** The single-use token in an invitation mail's link. */
export function linkToken(rawMail: string): string {
  return /\/invitation\/([A-Za-z0-9_-]{20,})/.exec(mailText(rawMail))?.[1] ?? '';
}

/**
 * Follows the newest invitation mailed to `email` as `client` (its owner):
 * the server has no SMTP_URL in these tests, so the mail is in DATA_DIR/outbox.
 */
export async function acceptFromOutbox(server: TestServer, client: Client, email: string): Promise<void> {
  await server.ctx.worker.drain();
  const outbox = path.join(server.ctx.config.dataDir, 'outbox');
  const mails = fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
  const mail = mails.find((raw) => raw.toLowerCase().includes(email.toLowerCase()));
  const accepted = await client.post('/family_invitations/accept', { token: linkToken(mail ?? '') });
  if (accepted.status !== 200) throw new Error(`accepting the invitation to ${email}: ${accepted.status}`);
}
