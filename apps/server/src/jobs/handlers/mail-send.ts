import type { Mailer } from '../../mail/mailer.js';
import type { JobPayloads } from '../kinds.js';

/** Mail goes out from a job, so a passing SMTP failure is retried rather than lost. */
export function mailSend(mailer: Mailer) {
  return async (mail: JobPayloads['mail.send']): Promise<void> => {
    await mailer.send(mail);
  };
}
