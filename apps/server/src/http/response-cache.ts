import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VersionedViewer } from '../services/actor.js';

interface Entry {
  json: Buffer;
  gzip: Buffer;
  etag: string;
  /** When it must render again even though its key still holds (Infinity: only a new key renders). */
  untilMs: number;
}

/** Bytes of answers kept per process; oldest-used entries leave first. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Timeline answers (first pages, updates, table of contents) and the bell are
 * read far more often than they change. Each is cached per viewer under versions
 * every change bumps in the database (the baby's timeline_version; for the bell
 * also the member's bell_versions row, ADR 0030): a cache hit costs reading
 * those versions and nothing else, and no process can serve a page older than
 * the database. Answers are kept compressed, and carry an
 * ETag so a client that has one gets 304.
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  /**
   * Renders under way, shared by every request for the same key: after a
   * change, hundreds of readers miss at once, and rendering the same answer
   * for each of them is what queued PostgreSQL's pool behind the writers
   * (issue 19, ADR 0025). The key holds the timeline_version each request
   * read after any acknowledged write, so a shared render is never older.
   */
  private rendering = new Map<string, Promise<Entry>>();
  private bytes = 0;

  /** Sends the cached answer for this viewer and URL, rendering it first when the timeline has changed. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: VersionedViewer,
    render: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const version = `${viewer.userId}|${viewer.permission}|${viewer.relation}|${viewer.timelineVersion}`;
    return this.sendUnder(request, reply, version, render);
  }

  /**
   * Sends the cached answer kept under `version` (what the caller read of everything the answer shows)
   * for this URL and locale. `maxAgeMs` bounds what the version does not cover: the bell shows names
   * that no version moves with.
   */
  async sendUnder(
    request: FastifyRequest,
    reply: FastifyReply,
    version: string,
    render: () => Promise<unknown>,
    maxAgeMs = Infinity,
  ): Promise<FastifyReply> {
    const key = `${version}|${request.locale}|${request.url}`;
    let entry = this.entries.get(key);
    if (entry && entry.untilMs <= Date.now()) {
      this.forget(key, entry);
      entry = undefined;
    }
    if (entry) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      let pending = this.rendering.get(key);
      if (!pending) {
        pending = this.renderEntry(key, render, maxAgeMs).finally(() => this.rendering.delete(key));
        this.rendering.set(key, pending);
      }
      entry = await pending;
    }
    reply
      .header('cache-control', 'private, no-cache')
      .header('etag', entry.etag)
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      // Already compressed: @fastify/compress leaves answers with a content-encoding alone.
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.json);
  }

  private async renderEntry(key: string, render: () => Promise<unknown>, maxAgeMs: number): Promise<Entry> {
    const json = Buffer.from(JSON.stringify(await render()));
    const entry = {
      json,
      gzip: gzipSync(json, { level: 6 }),
      // Of the answer, not the key: an answer rendered again under the same key may differ (a new name).
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      untilMs: Date.now() + maxAgeMs,
    };
    this.store(key, entry);
    return entry;
  }

  private store(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.json.length + entry.gzip.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.forget(oldKey, old);
    }
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.json.length + entry.gzip.length;
  }
}
