import { useRef, type ChangeEvent } from 'react';
import type { BatchOptions } from './queue';
import { useAddFiles } from './useAddFiles';

/** The hidden file input behind the Upload button: opens it and queues the chosen files for the baby. */
export function useFileChooser(babyId: number, options?: BatchOptions & { onBatch?: (batchId: string) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const addFiles = useAddFiles(babyId, options);

  const open = () => inputRef.current?.click();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Let the same files be chosen again later.
    event.currentTarget.value = '';
    const batchId = addFiles(files);
    if (batchId) options?.onBatch?.(batchId);
  };
  return { inputRef, open, onChange };
}
