import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importAlbum, type AlbumImportReply } from '../../api/archives';
import { queryKeys } from '../../api/queryKeys';
import { percentOf } from '../upload';
import { albumImportPhase, type AlbumImportPhase } from './albumImportPhase';

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
    phase: albumImportPhase(mutation, progress.sent, progress.total),
    sent: progress.sent,
    total: progress.total,
    percent: percentOf(progress.sent, progress.total),
    reply: mutation.data,
    error: mutation.error,
    start,
    cancel,
  };
}
