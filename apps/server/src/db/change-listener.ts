import pg from 'pg';

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

/**
 * Listens on PostgreSQL for the changes that triggers announce (migration
 * 0008): whoever commits them, this process hears of it within the
 * notification's delivery time, so caches of those rows can be kept on a
 * database that several server instances share (ADR 0009).
 *
 * `version()` is a number while listening, and changes each time listening
 * (re)starts: a cache that stores it with its entries never trusts what it
 * read while deaf. It is null while not listening: caches then keep nothing.
 * Listening starts with the first `version()` call, on its own connection
 * outside the pool.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private listening = false;
  private epoch = 0;
  private started = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly subscribers: Array<(change: string) => void> = [];

  constructor(private readonly connectionString: string) {}

  version(): number | null {
    if (!this.started) {
      this.started = true;
      void this.connect();
    }
    return this.listening ? this.epoch : null;
  }

  /** `change` is a trigger's payload (`s`, `m:<baby id>`), or `*` when anything may have changed unheard. */
  subscribe(subscriber: (change: string) => void): void {
    this.subscribers.push(subscriber);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.listening = false;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private emit(change: string): void {
    for (const subscriber of this.subscribers) subscriber(change);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    this.client = client;
    client.on('notification', (message) => this.emit(message.payload ?? '*'));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      const schema =
        (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema ?? 'public';
      await client.query(`listen ${client.escapeIdentifier(`sprout_changes_${schema}`)}`);
      if (this.closed || this.client !== client) return;
      this.epoch += 1;
      this.listening = true;
    } catch {
      this.lost(client);
    }
  }

  /** Whatever was announced while deaf is unknown: everything cached goes, and nothing is kept until listening again. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.emit('*');
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, RECONNECT_MS);
    this.retry.unref();
  }
}
