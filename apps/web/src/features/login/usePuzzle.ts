import { useState } from 'react';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '@tanstack/react-query';
import { fetchPuzzle } from '../../api/auth';

/**
 * The puzzle check while the server asks for one: a fresh puzzle for each
 * round (every answer spends one), and where the user moved the piece.
 */
export function usePuzzle(needed: boolean) {
  const [round, setRound] = useState(0);
  const [x, setX] = useState(0);
  const puzzle = useQuery({
    queryKey: queryKeys.signInPuzzle(round),
    queryFn: ({ signal }) => fetchPuzzle(signal),
    enabled: needed,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const next = () => {
    setRound((value) => value + 1);
    setX(0);
  };
  const answer = puzzle.data ? { id: puzzle.data.id, x } : undefined;
  return { data: puzzle.data, x, setX, next, answer };
}
export type PuzzleState = ReturnType<typeof usePuzzle>;
