/** Messages between the page and prepare.worker.ts. */
export type PrepareTask = 'heic' | 'compress' | 'sha256';

export interface PrepareRequest {
  id: number;
  task: PrepareTask;
  file: Blob;
}

export type PrepareResponse =
  { id: number; ok: true; blob?: Blob; sha256?: string } | { id: number; ok: false; code: string };
