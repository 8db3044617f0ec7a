import QRCode from 'qrcode';
import { QR_LOGIN, type QrInfoReply, type QrKeyReply } from '@sprout/shared';
import type { User } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { QrLoginsRepo } from '../repositories/qr-logins.repo.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import type { UsersRepo } from '../repositories/users.repo.js';
import { hashToken, randomToken } from '../util/tokens.js';
import { nowSeconds } from '../util/time.js';
import type { AuthService, SignedIn } from './auth.service.js';
import { reserveOrRefuse } from './throttle.js';

/** A short name for a browser from its User-Agent ("Chrome on Windows"), for the phone that approves it. */
export function browserName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Browser';
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Android/.test(ua)
          ? 'Android'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  return system ? `${browser} · ${system}` : browser;
}

export type QrPoll = { status: 'await' | 'invalid' | 'expired' } | { status: 'ok'; signedIn: SignedIn };

/**
 * QR sign-in (spec §4) without a native app: the signed-out screen shows a
 * code of `{PUBLIC_URL}/qr/{key}`; a signed-in person opens it on their phone,
 * sees which browser, from where and when, and approves or refuses. An
 * approval is for the approver's own account, within the key's 2 minutes,
 * and signs in one device once.
 */
export class QrLoginService {
  constructor(
    private readonly qrLogins: QrLoginsRepo,
    private readonly usersRepo: UsersRepo,
    private readonly auth: AuthService,
    private readonly throttle: ThrottleRepo,
  ) {}

  async issue(client: string, userAgent: string | undefined, baseUrl: string): Promise<QrKeyReply> {
    await reserveOrRefuse(this.throttle, [{ key: `qr:${client}`, max: 120, windowSeconds: 3600 }]);
    const now = nowSeconds();
    const key = randomToken();
    const expiresAt = now + QR_LOGIN.keySeconds;
    await this.qrLogins.sweep(now - 3600);
    await this.qrLogins.insert({
      key_hash: hashToken(key),
      expires_at: expiresAt,
      browser: browserName(userAgent).slice(0, 100),
      address: client.slice(0, 100),
      created_at: now,
    });
    const url = `${baseUrl}/qr/${key}`;
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { key, expires_at: expiresAt, url, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** The signed-out screen asks once a second; an approved key answers with a session, once. */
  async poll(key: string): Promise<QrPoll> {
    const keyHash = hashToken(key);
    const row = await this.qrLogins.find(keyHash);
    const now = nowSeconds();
    if (!row || row.refused_at !== null || row.consumed_at !== null) return { status: 'invalid' };
    if (row.expires_at <= now) return { status: 'expired' };
    if (row.approved_at === null) return { status: 'await' };
    const userId = await this.qrLogins.consume(keyHash, now);
    const user = userId === undefined ? undefined : await this.usersRepo.findById(userId);
    if (!user || user.deleted_at !== null) return { status: 'invalid' };
    return { status: 'ok', signedIn: await this.auth.startSession(user, false) };
  }

  /** What the phone shows before approving; 404 for an unknown or decided key, 410 for an expired one. */
  async info(key: string): Promise<QrInfoReply> {
    const row = await this.qrLogins.find(hashToken(key));
    if (!row || row.approved_at !== null || row.refused_at !== null) throw new AppError(404, 'not_found');
    if (row.expires_at <= nowSeconds()) throw new AppError(410, 'qr_expired');
    return { browser: row.browser, address: row.address, created_at: row.created_at, expires_at: row.expires_at };
  }

  /** The signed-in user approves (as themselves) or refuses; a key is decided once, within its expiry. */
  async decide(user: User, key: string, approve: boolean): Promise<void> {
    await this.info(key);
    if (!(await this.qrLogins.decide(hashToken(key), user.id, approve, nowSeconds())))
      throw new AppError(410, 'qr_expired');
  }
}
