import { solveProof, type PuzzleReply } from '@sprout/shared';
import type { TestServer } from './server.js';
import { requestFrom } from './from-address.js';

/**
 * A puzzle the server issued, solved the way a person's browser would (the piece
 * dropped on its gap, the proof of work done): the test reads where the gap is
 * from the server's own table.
 */
export async function solvedPuzzle(
  server: TestServer,
  from = '127.0.0.1',
  offset = 2,
): Promise<{ puzzle_id: string; puzzle_x: string; puzzle_proof: string }> {
  const reply = await requestFrom(from, `${server.url}/api/en/users/puzzle`, { method: 'GET' });
  if (reply.status !== 200) throw new Error(`puzzle: ${reply.status}`);
  const puzzle = reply.body as PuzzleReply;
  const row = await server.ctx.db.kysely
    .selectFrom('sign_in_challenges')
    .select('answer')
    .where('id', '=', puzzle.id)
    .executeTakeFirstOrThrow();
  return {
    puzzle_id: puzzle.id,
    puzzle_x: String(Number(row.answer) + offset),
    puzzle_proof: await solveProof(puzzle.id, puzzle.proof_bits),
  };
}
