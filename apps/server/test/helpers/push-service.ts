import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A device's subscription as a browser makes it: its own P-256 key pair and auth secret (RFC 8291). */
export interface Device {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What arrived for it, decrypted as the phone would. */
  received: Array<{ payload: unknown; authorization: string; ttl: string | undefined }>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an aes128gcm Web Push body (RFC 8188 framing, RFC 8291 key derivation) with the device's
 * private key and auth secret: salt(16) rs(4) idlen(1) keyid(=sender's public key) then the record.
 */
export function decryptPush(body: Buffer, privateKey: Buffer, publicKey: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const shared = ecdh.computeSecret(senderPublic);
  const prkKey = hmac(authSecret, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('push record has no final delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/**
 * A push service on loopback for tests: devices subscribe to it, and what Sprout sends each is kept
 * decrypted. A device can be made to answer 410 Gone, as an expired subscription does.
 */
export async function startPushService() {
  const devices = new Map<string, Device & { privateKey: Buffer; publicKey: Buffer; auth: Buffer; status: number }>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const device = devices.get(request.url ?? '');
      if (!device) {
        response.writeHead(404).end();
        return;
      }
      if (device.status === 201) {
        const text = decryptPush(Buffer.concat(chunks), device.privateKey, device.publicKey, device.auth);
        device.received.push({
          payload: JSON.parse(text),
          authorization: String(request.headers.authorization ?? ''),
          ttl: request.headers.ttl as string | undefined,
        });
      }
      response.writeHead(device.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let n = 0;
  return {
    device(): Device & { expire(): void } {
      n += 1;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/device-${n}`;
      const device = {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        received: [],
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth,
        status: 201,
      };
      devices.set(path, device);
      return Object.assign(device, {
        expire() {
          device.status = 410;
        },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
