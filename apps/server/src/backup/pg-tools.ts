import { spawn } from 'node:child_process';
import pg from 'pg';

export class BackupError extends Error {}

/** Runs a PostgreSQL client tool; its stderr becomes the error when it fails. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} is not installed: install PostgreSQL's client tools (postgresql-client) of the server's version`
            : `${command} failed: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve(out) : reject(new BackupError(`${command} failed (exit ${code}): ${err.trim()}`)),
    );
  });
}

const major = (version: string) => Number(/(\d+)/.exec(version)?.[1] ?? 0);

/**
 * The versions of pg_dump (or pg_restore) and of the server. pg_dump refuses a server newer than itself,
 * so that is said plainly, with what to install.
 */
export async function checkToolVersion(
  tool: 'pg_dump' | 'pg_restore',
  client: pg.Client,
): Promise<{ tool: string; server: string }> {
  const toolVersion = (await runTool(tool, ['--version'])).trim();
  const server = String(
    ((await client.query('show server_version')).rows[0] as { server_version: string }).server_version,
  );
  const toolMajor = major(toolVersion.replace(/^\D+/, ''));
  const serverMajor = major(server);
  if (toolMajor < serverMajor)
    throw new BackupError(
      `${toolVersion} is older than the PostgreSQL ${server} server: ${tool} cannot read a newer server; ` +
        `install postgresql-client-${serverMajor} and put its ${tool} first on PATH`,
    );
  return { tool: toolVersion, server };
}

/** The schema Sprout's tables are in (the connection's search_path), or null when it does not exist. */
export async function currentSchema(client: pg.Client): Promise<string | null> {
  return ((await client.query('select current_schema() as s')).rows[0] as { s: string | null }).s;
}

/** The schema named first in the connection string's search_path, else public. */
export function schemaOfUrl(url: string): string {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /search_path\s*=\s*([A-Za-z0-9_]+)/.exec(options)?.[1] ?? 'public';
}

/**
 * DATABASE_URL as libpq's tools take it: node-postgres reads `options=-c+search_path%3D…` with `+` as a
 * space, libpq does not, so `options` goes in PGOPTIONS instead.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const options = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  return { dbname: parsed.toString(), env: { ...process.env, ...(options ? { PGOPTIONS: options } : {}) } };
}

/** A connection of its own (a snapshot to hold, a catalogue to read); a database it cannot reach is said in one line. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupError(
      `cannot reach the PostgreSQL database in DATABASE_URL (${new URL(url).host}): ${(error as Error).message}`,
    );
  }
  return client;
}
