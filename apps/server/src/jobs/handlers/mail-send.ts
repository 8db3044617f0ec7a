import type { Mailer } from '../../mail/mailer.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { JobPayloads } from '../kinds.js';

async function bytesOf(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Mail goes out from a job, so a passing SMTP failure is retried rather than lost. Embedded images are
 * read from storage as the mail is sent; one whose file went meanwhile (a purged moment) is left out.
 */
export function mailSend(mailer: Mailer, storage: ObjectStorage) {
  return async (mail: JobPayloads['mail.send']): Promise<void> => {
    const attachments = [];
    for (const a of mail.attachments ?? []) {
      const content = await bytesOf(storage, a.key);
      if (content) attachments.push({ cid: a.cid, filename: a.filename, contentType: a.contentType, content });
    }
    await mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  };
}
