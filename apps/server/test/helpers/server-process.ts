import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  alive(): boolean;
  /** Sends `signal` and waits for the process to end. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A port free on loopback now, for a process that must be told its port before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Sprout as operators run it: `node --import tsx apps/server/src/main.ts` in
 * its own process on loopback, so a test can watch it survive a fault or kill
 * it outright. Resolves once it answers HTTP.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(chosen), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${chosen}`;
  const proc: ServerProcess = {
    url,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill(signal = 'SIGTERM') {
      if (proc.alive()) child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!proc.alive()) throw new Error(`the server exited at start-up:\n${output}`);
    const answered = await fetch(`${url}/api/en/users/me`).then(
      () => true,
      () => false,
    );
    if (answered) return proc;
    if (Date.now() > deadline) {
      await proc.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A worker as operators run it (SPROUT_ROLE=worker): it serves nothing, so it is ready once it
 * says so. Answers the process and its lease name (`host:pid:…`, the jobs table's locked_by).
 */
export async function startWorkerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess & { name: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...env, SPROUT_ROLE: 'worker' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start within 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const name = /job worker (\S+) started/.exec(output)?.[1];
      if (name) {
        clearTimeout(timer);
        resolve(name);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`the worker exited at start-up:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const name = await started;
  return {
    url: '',
    name,
    child,
    output: () => output,
    alive,
    async kill(signal = 'SIGTERM') {
      if (alive()) child.kill(signal);
      await exited;
    },
  };
}
