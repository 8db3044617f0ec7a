import { PASSWORD } from './family.js';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A tiny HTTP client for tests: real requests, JSON in and out, the token in X-Token. */
export class Client {
  constructor(
    readonly base: string,
    public token: string | null = null,
    readonly locale = 'en',
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    init: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.token) headers['x-token'] = this.token;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const url =
      path.startsWith('/api/') || path.startsWith('/media/') || path.startsWith('/tus')
        ? path
        : `/api/${this.locale}${path}`;
    const res = await fetch(this.base + url, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('application/json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, json: unknown) {
    return this.request<T>('POST', path, { json });
  }
  put<T = unknown>(path: string, json: unknown) {
    return this.request<T>('PUT', path, { json });
  }
  delete<T = unknown>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

export async function signIn(base: string, email: string, password = PASSWORD, locale = 'en'): Promise<Client> {
  const client = new Client(base, null, locale);
  const reply = await client.request<{ auth_token: string }>('POST', '/users/sign_in.json', {
    form: { login: email, password },
  });
  if (reply.status !== 200) throw new Error(`sign in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  client.token = reply.body.auth_token;
  return client;
}
