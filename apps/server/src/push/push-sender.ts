import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { LookupAddress } from 'node:dns';
import webpush from 'web-push';
import { AppError } from '../errors.js';
import { isLoopbackAddress, isPublicAddress } from './public-address.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push that may not go where its endpoint points: loopback, a private network, a port of its own. */
export class PushEndpointRefused extends Error {
  readonly code = 'EPUSHREFUSED';
}

const TIMEOUT_MS = 15_000;
/** Pushes wait for a phone that is off for a day; after that the news is old. */
const TTL_SECONDS = 86_400;

type Rule = (address: string) => boolean;

/**
 * The DNS answer Node connects to, checked first: every address the name resolves to must pass the
 * rule (one bad answer refuses them all), and the connection goes to a checked one, so a name that
 * changes its answer between a check and the connection (DNS rebinding) gains nothing.
 */
function checkedLookup(rule: Rule) {
  return (
    hostname: string,
    options: dns.LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || !addresses.every((a) => rule(a.address)))
        return callback(new PushEndpointRefused(`${hostname} is not a public address`), '');
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * Sends Web Push messages (VAPID, RFC 8291 aes128gcm through the web-push library) over a transport
 * of our own that goes only to public HTTPS push services on their standard port, checked after DNS
 * resolution, never following a redirect. PUSH_ALLOW_LOOPBACK lets tests run a push service on
 * loopback over plain HTTP; nothing else is ever allowed.
 */
export class PushSender {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly allowLoopback: boolean,
  ) {}

  /** How an endpoint's host is judged: HTTPS to a public address on 443, or (tests) loopback over HTTP. */
  private ruleFor(url: URL): Rule {
    if (url.protocol === 'https:' && (url.port === '' || url.port === '443')) return isPublicAddress;
    if (this.allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:')) return isLoopbackAddress;
    throw new PushEndpointRefused(`${url.protocol} push endpoints on port ${url.port || 'default'} are refused`);
  }

  /** Refuses, as 422 push_endpoint_refused, an endpoint pushes could never be sent to. */
  async check(endpoint: string): Promise<void> {
    try {
      const url = new URL(endpoint);
      const rule = this.ruleFor(url);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const addresses = await dns.promises.lookup(host, { all: true });
      if (addresses.length === 0 || !addresses.every((a) => rule(a.address)))
        throw new PushEndpointRefused(`${host} is not a public address`);
    } catch {
      throw new AppError(422, 'push_endpoint_refused');
    }
  }

  /** Sends one message; 'gone' when the push service says the subscription ended (404, 410). */
  async send(target: PushTarget, payload: string): Promise<'sent' | 'gone'> {
    const details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: this.vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    const url = new URL(details.endpoint);
    const rule = this.ruleFor(url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // An address written into the URL never goes through the lookup: it is judged here.
    if (isIP(host) !== 0 && !rule(host)) throw new PushEndpointRefused(`${host} is not public`);
    const status = await new Promise<number>((resolve, reject) => {
      const request = (url.protocol === 'https:' ? https : http).request(
        url,
        {
          method: details.method,
          headers: details.headers,
          lookup: checkedLookup(rule),
          timeout: TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
      request.on('error', reject);
      request.end(details.body);
    });
    if (status === 404 || status === 410) return 'gone';
    if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
    return 'sent';
  }
}

/** A new VAPID key pair, as web-push makes them (base64url P-256). */
export function makeVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
