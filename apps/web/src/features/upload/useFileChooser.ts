import { useRef, type ChangeEvent } from 'react';
import { useAddFiles } from './useAddFiles';

/** The hidden file input behind the Upload button: opens it and queues the chosen files for the baby. */
export function useFileChooser(babyId: number) {
  const inputRef = useRef<HTMLInputElement>(null);
  const addFiles = useAddFiles(babyId);

  const open = () => inputRef.current?.click();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Let the same files be chosen again later.
    event.currentTarget.value = '';
    addFiles(files);
  };
  return { inputRef, open, onChange };
}
