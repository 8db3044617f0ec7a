import fs from 'node:fs';
import path from 'node:path';

/**
 * A link in the newest mail to `email` that matches `pattern`. The e2e server
 * has no SMTP_URL, so its mails are .eml files in DATA_DIR/outbox
 * (quoted-printable: soft line breaks and =XX escapes are undone here).
 */
export async function mailedLink(email: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const end = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const match = pattern.exec(text);
      if (match) return match[0];
    }
    if (Date.now() > end) throw new Error(`no mail to ${email} matching ${String(pattern)} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Where the gap of a puzzle the e2e server issued is, read from its SQLite
 * database: the test drops the piece there, as a person who sees it would.
 */
export async function puzzleAnswer(puzzleId: string): Promise<number> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'sprout.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const row = db.prepare('select answer from sign_in_challenges where id = ?').get(puzzleId) as
      { answer: number } | undefined;
    if (!row) throw new Error(`no puzzle ${puzzleId}`);
    return Number(row.answer);
  } finally {
    db.close();
  }
}

/** Ends a QR sign-in key now, as two minutes would (the code's URL names the key; the server keeps its SHA-256). */
export async function expireQrKey(codeUrl: string): Promise<void> {
  const { createHash } = await import('node:crypto');
  const { default: Database } = await import('better-sqlite3');
  const key = codeUrl.split('/qr/')[1] ?? '';
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'sprout.sqlite'), {
    fileMustExist: true,
    timeout: 10_000,
  });
  try {
    db.prepare('update qr_logins set expires_at = ? where key_hash = ?').run(
      Math.floor(Date.now() / 1000) - 1,
      createHash('sha256').update(key).digest('hex'),
    );
  } finally {
    db.close();
  }
}
