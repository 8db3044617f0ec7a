import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text (a digest). */
  html?: string;
  headers?: Record<string, string>;
  /** Images the HTML embeds by content id (cid:…). */
  attachments?: Array<{ cid: string; filename: string; contentType: string; content: Buffer }>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends over SMTP (SMTP_URL), e.g. smtp://user:pass@smtp.example.com:587. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}

/**
 * With no SMTP server configured, each mail is written as an .eml file to
 * DATA_DIR/outbox and logged, so an operator can still read and forward it.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: { info(obj: object, msg: string): void },
  ) {}

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    await fsp.mkdir(this.dir, { recursive: true });
    const file = path.join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
    );
    await fsp.writeFile(file, info.message as Buffer);
    this.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox (no SMTP_URL set)');
  }
}
