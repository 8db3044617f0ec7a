import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the queue-depth gauge asks the database at each scrape: jobs by kind and state. */
export type JobCounts = () => Promise<Array<{ kind: string; status: string; n: number }>>;
/** The latest storage check (verify_runs), read at each scrape; undefined before the first. */
export type LatestVerify = () => Promise<
  { finished_at: number; checked: number; missing: number; changed: number } | undefined
>;

/**
 * The operator's instruments (`GET /metrics`, Prometheus text format). One
 * registry per process context, not prom-client's global one: tests run
 * several instances in one process, and each must count only its own.
 */
export class Metrics {
  readonly registry = new Registry();

  /** Latency by route pattern (`/api/:locale/events/:id`), never the raw URL: ids would explode the series. */
  readonly requestDuration = new Histogram({
    name: 'sprout_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'sprout_job_duration_seconds',
    help: 'How long jobs ran, by kind and outcome (done, failed, postponed)',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60, 300, 900],
    registers: [this.registry],
  });

  readonly uploadBytes = new Counter({
    name: 'sprout_upload_bytes_received_total',
    help: 'Bytes tus PATCH requests wrote into the upload store',
    registers: [this.registry],
  });

  readonly storageErrors = new Counter({
    name: 'sprout_storage_errors_total',
    help: 'Failed calls to the object storage (disk or bucket), by operation',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  constructor(jobCounts: JobCounts, latestVerify: LatestVerify = async () => undefined) {
    collectDefaultMetrics({ register: this.registry, prefix: 'sprout_' });
    // From the shared table, like the queue: every instance reports the check whichever worker ran it.
    new Gauge({
      name: 'sprout_verify_problems',
      help: 'Stored objects the latest storage check found missing or changed, by kind (0 before the first check)',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        const run = await latestVerify();
        this.set({ kind: 'missing' }, run?.missing ?? 0);
        this.set({ kind: 'changed' }, run?.changed ?? 0);
      },
    });
    new Gauge({
      name: 'sprout_verify_checked_objects',
      help: 'Stored objects the latest storage check read and compared with their checksums',
      registers: [this.registry],
      async collect() {
        this.set((await latestVerify())?.checked ?? 0);
      },
    });
    new Gauge({
      name: 'sprout_verify_last_run_timestamp_seconds',
      help: 'When the latest storage check finished (Unix seconds; 0: never)',
      registers: [this.registry],
      async collect() {
        this.set((await latestVerify())?.finished_at ?? 0);
      },
    });
    new Gauge({
      name: 'sprout_jobs',
      help: 'Jobs in the queue by kind and state (queued, running, failed, done), read from the database at each scrape',
      labelNames: ['kind', 'state'] as const,
      registers: [this.registry],
      // Read at scrape time from the shared table, so every instance reports the whole queue.
      async collect() {
        this.reset();
        for (const row of await jobCounts()) this.set({ kind: row.kind, state: row.status }, row.n);
      },
    });
  }

  /** Prometheus' text exposition of everything above. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
