/**
 * What the pages before sign-in use instead of TanStack Query (ADR 0027): one answer loaded while a
 * key holds, and one action with its pending and failed states. No cache: each page asks once.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
}

/**
 * Loads `load` whenever `key` changes (null: nothing to load), aborting the previous request; the
 * answer of an older key never replaces a newer one.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; failed: boolean }>({
    key,
    failed: false,
  });
  // A new key starts empty (set while rendering, as React advises for state derived from a prop).
  if (state.key !== key) setState({ key, failed: false });
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    latest.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, failed: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, error, failed: true });
      },
    );
    return () => controller.abort();
  }, [key]);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    isError: current && state.failed,
  };
}

export interface Action<I> {
  run: (input: I) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** The input of the latest run. */
  variables: I | undefined;
}

/** Runs `perform` on demand; its failure is kept until the next run, and a run while one is pending is ignored. */
export function useAction<I, O>(
  perform: (input: I) => Promise<O>,
  handlers: { onSuccess?: (output: O, input: I) => unknown; onError?: (error: unknown, input: I) => void } = {},
): Action<I> {
  const [state, setState] = useState<{ pending: boolean; failed: boolean; error?: unknown; variables?: I }>({
    pending: false,
    failed: false,
  });
  const pending = useRef(false);
  const latest = useRef({ perform, handlers });
  useLayoutEffect(() => {
    latest.current = { perform, handlers };
  });
  const run = useCallback((input: I) => {
    if (pending.current) return;
    pending.current = true;
    setState({ pending: true, failed: false, variables: input });
    const { perform: act, handlers: on } = latest.current;
    void (async () => {
      try {
        const output = await act(input);
        await on.onSuccess?.(output, input);
        setState((current) => ({ ...current, pending: false }));
      } catch (error) {
        setState((current) => ({ ...current, pending: false, failed: true, error }));
        on.onError?.(error, input);
      } finally {
        pending.current = false;
      }
    })();
  }, []);
  return { run, isPending: state.pending, isError: state.failed, error: state.error, variables: state.variables };
}
