import sharp from 'sharp';
import { solveProof, type PuzzleReply } from '@sprout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { PUZZLE_TOLERANCE } from '../../src/services/puzzle.service.js';
import { makeUser, PASSWORD } from '../helpers/family.js';
import { requestFrom, signInFrom } from '../helpers/from-address.js';
import { startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const pixels = async (dataUrl: string) =>
  sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64'))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

/**
 * The 30-line script of the attack: the gap is the piece darkened (45% black
 * over it), so the column where the picture best matches 0.55 × the piece is the answer.
 */
async function naiveSolve(puzzle: PuzzleReply): Promise<number> {
  const image = await pixels(puzzle.image);
  const piece = await pixels(puzzle.piece);
  const inset = 6;
  let best = { x: 0, cost: Number.POSITIVE_INFINITY };
  for (let x = 0; x <= puzzle.width - puzzle.piece_size; x += 1) {
    let cost = 0;
    for (let y = inset; y < puzzle.piece_size - inset; y += 2) {
      for (let dx = inset; dx < puzzle.piece_size - inset; dx += 2) {
        for (let c = 0; c < 3; c += 1) {
          const a = image.data[((puzzle.piece_y + y) * image.info.width + x + dx) * 3 + c]!;
          const b = piece.data[(y * piece.info.width + dx) * 3 + c]!;
          cost += Math.abs(a - 0.55 * b);
        }
      }
    }
    if (cost < best.cost) best = { x, cost };
  }
  return best.x;
}

async function puzzleFor(address: string): Promise<PuzzleReply> {
  const reply = await requestFrom(address, `${server.url}/api/en/users/puzzle`, { method: 'GET' });
  return reply.body as PuzzleReply;
}

describe('the sign-in puzzle against a script', () => {
  it('refuses the naive image-difference script 5 times of 5, though it finds every gap', async () => {
    for (let round = 1; round <= 5; round += 1) {
      const address = `127.0.8.${round}`;
      const user = await makeUser(server.ctx, `scripted-${round}`);
      for (let i = 0; i < 3; i += 1)
        expect((await signInFrom(address, server.url, user.email, 'guess-1')).status).toBe(401);
      const puzzle = await puzzleFor(address);
      const x = await naiveSolve(puzzle);
      const row = await server.ctx.db.kysely
        .selectFrom('sign_in_challenges')
        .select('answer')
        .where('id', '=', puzzle.id)
        .executeTakeFirstOrThrow();
      // The script reads the picture right …
      expect(Math.abs(Number(row.answer) - x)).toBeLessThanOrEqual(PUZZLE_TOLERANCE);
      // … and is refused all the same: it sent no work.
      const scripted = await signInFrom(address, server.url, user.email, PASSWORD, {
        puzzle_id: puzzle.id,
        puzzle_x: String(x),
      });
      expect(scripted.body).toEqual({
        error: { code: 'puzzle_failed', message: 'The piece did not fit. Please try the puzzle again.' },
      });
    }
  });

  it('lets the same answer in with the work done, as the browser does it', async () => {
    const user = await makeUser(server.ctx, 'person');
    for (let i = 0; i < 3; i += 1)
      expect((await signInFrom('127.0.8.9', server.url, user.email, 'guess-1')).status).toBe(401);
    const puzzle = await puzzleFor('127.0.8.9');
    const person = await signInFrom('127.0.8.9', server.url, user.email, PASSWORD, {
      puzzle_id: puzzle.id,
      puzzle_x: String(await naiveSolve(puzzle)),
      puzzle_proof: await solveProof(puzzle.id, puzzle.proof_bits),
    });
    expect(person.status).toBe(200);
  });

  it('asks 18 bits of work by default: about 2^18 hashes, half a second in a desktop browser', () => {
    expect(loadConfig({}).puzzleProofBits).toBe(18);
    expect(server.ctx.config.puzzleProofBits).toBe(4);
  });
});
