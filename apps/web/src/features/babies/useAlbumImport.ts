import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importAlbum, type AlbumImportReply } from '../../api/archives';
import { queryKeys } from '../../api/queryKeys';
import { percentOf } from '../upload';

/**
 * Where an album import stands: its bytes being sent (cancellable), then the server rebuilding the album
 * after the last byte (no longer cancellable: the server has it all), then done, failed or cancelled.
 */
export type AlbumImportPhase = 'idle' | 'sending' | 'rebuilding' | 'done' | 'failed' | 'cancelled';

export interface AlbumImport {
  phase: AlbumImportPhase;
  sent: number;
  total: number;
  percent: number;
  reply: AlbumImportReply | undefined;
  error: unknown;
  start: (file: File) => void;
  cancel: () => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function phaseOf(
  mutation: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown },
  progress: { sent: number; total: number },
): AlbumImportPhase {
  if (mutation.isPending) return progress.total > 0 && progress.sent >= progress.total ? 'rebuilding' : 'sending';
  if (mutation.isSuccess) return 'done';
  if (mutation.isError) return isAbort(mutation.error) ? 'cancelled' : 'failed';
  return 'idle';
}

/** Imports an album archive with its upload progress and a cancel while the bytes are still going. */
export function useAlbumImport(): AlbumImport {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState({ sent: 0, total: 0 });
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const next = new AbortController();
      controller.current = next;
      setProgress({ sent: 0, total: file.size });
      return importAlbum(file, { signal: next.signal, onProgress: (sent, total) => setProgress({ sent, total }) });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  });
  const { mutate } = mutation;
  const start = useCallback((file: File) => mutate(file), [mutate]);
  const cancel = useCallback(() => controller.current?.abort(), []);

  return {
    phase: phaseOf(mutation, progress),
    sent: progress.sent,
    total: progress.total,
    percent: percentOf(progress.sent, progress.total),
    reply: mutation.data,
    error: mutation.error,
    start,
    cancel,
  };
}
