/**
 * Where an album import stands: its bytes being sent (cancellable), then the server rebuilding the album
 * after the last byte (no longer cancellable: the server has it all), then done, failed or cancelled.
 */
export type AlbumImportPhase = 'idle' | 'sending' | 'rebuilding' | 'done' | 'failed' | 'cancelled';

export interface ImportRequestState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/** An abort of our own (the Cancel button), told apart from a failure the person should read about. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function albumImportPhase(request: ImportRequestState, sent: number, total: number): AlbumImportPhase {
  if (request.isPending) return total > 0 && sent >= total ? 'rebuilding' : 'sending';
  if (request.isSuccess) return 'done';
  if (request.isError) return isAbort(request.error) ? 'cancelled' : 'failed';
  return 'idle';
}
