import pg from 'pg';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

/** Where an instance that wants an upload's lock asks the holder, on whichever instance, to let go. */
const CHANNEL = 'sprout_tus_release';
/**
 * The first key of every tus advisory lock (two-int form: a key space of its
 * own, apart from the one-bigint locks of moments.repo and events.repo); the
 * second is hashtext(upload id).
 */
const LOCK_CLASS = 0x7475; // "tu"
/** How often a waiting request tries the lock again, and asks its holder to let go. */
const POLL_MS = 50;
const ASK_EVERY_MS = 1_000;
/** As long as tus's own MemoryLocker waits before answering that the upload is busy. */
const ACQUIRE_TIMEOUT_MS = 30_000;

export interface LockerLog {
  warn(obj: object, msg: string): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * tus upload locks shared by every instance on one PostgreSQL database
 * (ADR 0031). @tus/server's default MemoryLocker keeps locks in one
 * process's memory, so two instances could both take a PATCH of the same
 * upload and write its bytes over each other. Here a lock is a session
 * advisory lock held on one connection of this process's own; a request of
 * this process that waits for a lock held here asks its holder directly, as
 * MemoryLocker does, and one that waits for a lock held by another instance
 * asks it with NOTIFY: tus then ends the holder's request (its bytes kept),
 * which lets go, as it would on one instance.
 *
 * If the connection is lost, every lock it held is gone with its session, so
 * the requests holding them are asked to stop at once, before another
 * instance can take over their uploads.
 */
export class PgTusLocker implements Locker {
  /** Locks held (or being taken) by this process: the upload id → how to ask its request to let go. */
  readonly held = new Map<string, RequestRelease>();
  private connecting: Promise<pg.Client> | null = null;
  /** The connection now in use; a late event from one lost before it is not news. */
  private active: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: LockerLog,
    readonly acquireTimeoutMs = ACQUIRE_TIMEOUT_MS,
  ) {}

  newLock(id: string): Lock {
    return new PgTusLock(this, id);
  }

  private connection(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('the tus locker is closed'));
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000 });
      client.on('error', (error) => this.lost(client, error));
      client.on('end', () => this.lost(client));
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        const release = this.held.get(message.payload);
        if (release) void release();
      });
      this.active = client;
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      return client;
    })().catch((error: unknown) => {
      this.connecting = null;
      throw error;
    });
    return this.connecting;
  }

  private lost(client: pg.Client, error?: Error): void {
    client.end().catch(() => undefined);
    if (client !== this.active) return;
    this.active = null;
    this.connecting = null;
    if (this.closed) return;
    this.log.warn({ err: error, held: this.held.size }, 'tus lock connection lost; the uploads it held are stopped');
    for (const release of this.held.values()) void release();
  }

  async tryLock(id: string): Promise<boolean> {
    const client = await this.connection();
    const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as held', [
      LOCK_CLASS,
      id,
    ]);
    return rows[0]?.held === true;
  }

  async unlock(id: string): Promise<void> {
    // With the connection gone, so is the lock: nothing to give back.
    if (this.active === null) return;
    const client = await this.connection();
    await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_CLASS, id]);
  }

  /** Asks whichever instance holds `id` to let go. */
  async ask(id: string): Promise<void> {
    const client = await this.connection();
    await client.query('select pg_notify($1, $2)', [CHANNEL, id]);
  }

  async close(): Promise<void> {
    this.closed = true;
    const connecting = this.connecting;
    this.connecting = null;
    this.active = null;
    const client = await connecting?.catch(() => null);
    await client?.end().catch(() => undefined);
  }
}

class PgTusLock implements Lock {
  private release: RequestRelease | null = null;

  constructor(
    private readonly locker: PgTusLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { held } = this.locker;
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let asked = 0;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      const holder = held.get(this.id);
      const askNow = Date.now() - asked >= ASK_EVERY_MS;
      if (holder === undefined) {
        // Reserved here first: one session holds every lock of this process, and PostgreSQL would
        // grant it the same advisory lock twice.
        held.set(this.id, requestRelease);
        let taken = false;
        try {
          taken = await this.locker.tryLock(this.id);
        } finally {
          if (!taken) held.delete(this.id);
        }
        if (taken) {
          this.release = requestRelease;
          return;
        }
        if (askNow) {
          await this.locker.ask(this.id);
          asked = Date.now();
        }
      } else if (askNow) {
        await holder();
        asked = Date.now();
      }
      if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(POLL_MS);
    }
  }

  async unlock(): Promise<void> {
    if (this.release === null || this.locker.held.get(this.id) !== this.release)
      throw new Error('Releasing an unlocked lock!');
    try {
      await this.locker.unlock(this.id);
    } finally {
      this.locker.held.delete(this.id);
      this.release = null;
    }
  }
}
