import type { UploadTokenReply } from '@sprout/shared';
import type { Client } from './http.js';

/**
 * tus 1.0 spoken by hand, one request at a time, for tests that need to stop
 * an upload at a chosen byte (a full disk, a killed server) and resume it.
 */
export class RawTusUpload {
  private constructor(
    readonly url: string,
    readonly token: string,
    readonly size: number,
  ) {}

  get id(): string {
    return this.url.split('/').pop() ?? '';
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'tus-resumable': '1.0.0', authorization: `Bearer ${this.token}`, ...extra };
  }

  /** Gets an upload token for the baby and creates an upload of `size` bytes. */
  static async create(client: Client, babyId: number, size: number): Promise<RawTusUpload> {
    const grant = await client.get<UploadTokenReply>(`/moments/new?baby_id=${babyId}`);
    if (grant.status !== 200) throw new Error(`upload token: ${grant.status}`);
    const { endpoint, sts_token: token } = grant.body;
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${token}`,
        'upload-length': String(size),
        'upload-metadata': 'filename cGhvdG8uanBn',
      },
    });
    if (res.status !== 201) throw new Error(`tus create: ${res.status} ${await res.text()}`);
    return new RawTusUpload(new URL(res.headers.get('location') ?? '', endpoint).toString(), token, size);
  }

  /** An upload begun elsewhere (by tus-js-client), known by its URL and token. */
  static at(url: string, token: string, size: number): RawTusUpload {
    return new RawTusUpload(url, token, size);
  }

  /** Sends `bytes` at `offset`; the reply as it came (204 with the new offset, or an error). */
  async patch(
    offset: number,
    bytes: Buffer,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; offset: number | null; body: unknown }> {
    const res = await fetch(this.url, {
      method: 'PATCH',
      headers: this.headers({
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        ...headers,
      }),
      body: new Uint8Array(bytes),
    });
    const text = await res.text();
    const offsetHeader = res.headers.get('upload-offset');
    let body: unknown = text;
    if (res.headers.get('content-type')?.includes('json') || text.startsWith('{')) body = JSON.parse(text);
    return { status: res.status, offset: offsetHeader === null ? null : Number(offsetHeader), body };
  }

  /** The offset the server holds (HEAD), which a client resumes from. */
  async offset(): Promise<number> {
    const res = await fetch(this.url, { method: 'HEAD', headers: this.headers() });
    if (res.status !== 200) throw new Error(`tus HEAD: ${res.status}`);
    return Number(res.headers.get('upload-offset'));
  }

  /** Sends whatever the server does not have yet, from its own offset. */
  async resume(data: Buffer): Promise<number> {
    const from = await this.offset();
    if (from === data.length) return from;
    const reply = await this.patch(from, data.subarray(from));
    if (reply.status !== 204) throw new Error(`tus resume: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.offset ?? -1;
  }
}
