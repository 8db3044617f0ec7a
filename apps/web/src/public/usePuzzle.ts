import { useEffect, useRef, useState } from 'react';
import { fetchPuzzle } from '../api/auth';
import { useLoad } from './useRequest';

export interface PuzzleAnswer {
  id: string;
  x: number;
  proof: string;
}

/**
 * The puzzle check while the server asks for one: a fresh puzzle for each
 * round (every answer spends one), and where the user moved the piece. The
 * puzzle's proof of work (ADR 0024) starts as soon as the puzzle arrives and
 * runs in slices while the person drags, so it is usually done before they are.
 */
export function usePuzzle(needed: boolean) {
  const [round, setRound] = useState(0);
  const [x, setX] = useState(0);
  const proof = useRef<{ id: string; nonce: Promise<string> } | null>(null);
  const { data } = useLoad(fetchPuzzle, needed ? String(round) : null);
  useEffect(() => {
    if (!data) return undefined;
    const controller = new AbortController();
    // Its hashing code is loaded with the first puzzle: most sign-ins never see one, and every public
    // page's first download stays within its budget (e2e/public-pages.spec.ts).
    const nonce = import('@sprout/shared/puzzle-proof').then(({ solveProof }) =>
      solveProof(data.id, data.proof_bits, { signal: controller.signal }),
    );
    // An abandoned puzzle's work ends with an abort nobody waits for.
    nonce.catch(() => undefined);
    proof.current = { id: data.id, nonce };
    return () => controller.abort();
  }, [data]);
  const next = () => {
    setRound((value) => value + 1);
    setX(0);
  };
  /** The answer to send, once the work for this puzzle is done (at once, mostly). */
  const answer = async (): Promise<PuzzleAnswer | undefined> => {
    if (!data || proof.current?.id !== data.id) return undefined;
    return { id: data.id, x, proof: await proof.current.nonce };
  };
  return { data, x, setX, next, answer };
}
export type PuzzleState = ReturnType<typeof usePuzzle>;
