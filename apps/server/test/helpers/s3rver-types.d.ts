// s3rver ships no types; this names only what the loopback S3 of the tests uses.
declare module 's3rver' {
  import type { Server } from 'node:http';
  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | undefined>;
    params?: Record<string, string>;
    status: number;
    body: unknown;
    type: string;
  }
  type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: Array<{ name: string }>;
      allowMismatchedSignatures?: boolean;
    });
    middleware: Middleware[];
    logger: { close(): void };
    store: { rootDirectory: string };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}

declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message?: string, detail?: Record<string, string>);
  }
}
