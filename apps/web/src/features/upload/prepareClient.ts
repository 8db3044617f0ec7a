/**
 * The page's side of prepare.worker.ts: one worker, started with the first
 * file that needs it, and a promise per request. A worker that dies fails
 * what it was doing with 600 and is started again next time.
 */
import { UPLOAD_ERROR_CODES } from '@sprout/shared';
import type { PrepareRequest, PrepareResponse, PrepareTask } from './prepareProtocol';
import type { UploadFailure } from './queue';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (response: PrepareResponse) => void }>();

function failAll(): void {
  for (const [id, entry] of waiting) entry.resolve({ id, ok: false, code: UPLOAD_ERROR_CODES.compressionFailed });
  waiting.clear();
}

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./prepare.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<PrepareResponse>) => {
    const entry = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    entry?.resolve(event.data);
  };
  started.onerror = () => {
    started.terminate();
    if (worker === started) worker = null;
    failAll();
  };
  worker = started;
  return started;
}

function ask(task: PrepareTask, file: Blob): Promise<PrepareResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, { resolve });
    theWorker().postMessage({ id, task, file } satisfies PrepareRequest);
  });
}

const refused = (code: string): UploadFailure => ({ code, message: '' });

/** The JPEG of a HEIC photo, or of a photo over 20 MB, as a File named like the original (.jpeg) with its date. */
export async function prepareInWorker(task: 'heic' | 'compress', file: Blob, name: string): Promise<File> {
  const response = await ask(task, file);
  if (!response.ok) throw refused(response.code);
  if (!response.blob) throw refused(UPLOAD_ERROR_CODES.compressionFailed);
  const lastModified = file instanceof File ? file.lastModified : Date.now();
  return new File([response.blob], name.replace(/\.[^.]*$/, '') + '.jpeg', { type: 'image/jpeg', lastModified });
}

/** The SHA-256 (hex) of a file, read in pieces in the worker. */
export async function sha256InWorker(file: Blob): Promise<string> {
  const response = await ask('sha256', file);
  if (!response.ok || !response.sha256) throw refused(UPLOAD_ERROR_CODES.unknown);
  return response.sha256;
}
