import http from 'node:http';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * One HTTP request sent from a chosen loopback address (127.0.0.2, 127.0.0.3 …),
 * so the server sees a different client address (request.ip) without a proxy.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers: init.headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = String(res.headers['content-type'] ?? '').includes('application/json') && text;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: json ? (JSON.parse(text) as unknown) : text,
        });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** POST /api/en/users/sign_in.json as a form, from `localAddress`. */
export function signInFrom(
  localAddress: string,
  base: string,
  login: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<RawReply> {
  return requestFrom(localAddress, `${base}/api/en/users/sign_in.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password, ...extra }).toString(),
  });
}
