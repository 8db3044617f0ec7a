import { randomBytes, randomInt } from 'node:crypto';
import sharp from 'sharp';
import { proofHolds, type PuzzleReply } from '@sprout/shared';
import type { ChallengesRepo } from '../repositories/challenges.repo.js';
import type { ThrottleRepo } from '../repositories/throttle.repo.js';
import { nowSeconds } from '../util/time.js';
import { reserveOrRefuse } from './throttle.js';

const WIDTH = 320;
const HEIGHT = 160;
const PIECE = 44;
/** How far from the gap (in pixels of the picture) a dropped piece still fits. */
export const PUZZLE_TOLERANCE = 6;
const CHALLENGE_SECONDS = 300;

function svgScene(seed: number[]): string {
  const hue = (seed[0] ?? 0) % 360;
  const shapes = Array.from({ length: 9 }, (_v, i) => {
    const x = ((seed[i + 1] ?? 0) * 37) % WIDTH;
    const y = ((seed[i + 2] ?? 0) * 53) % HEIGHT;
    const r = 14 + ((seed[i + 3] ?? 0) % 34);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 40) % 360},70%,${55 + (i % 3) * 10}%)" opacity="0.75"/>`;
  }).join('');
  const stripes = Array.from(
    { length: 6 },
    (_v, i) =>
      `<rect x="${i * 60 - 20}" y="0" width="24" height="${HEIGHT}" fill="hsl(${(hue + 180) % 360},60%,80%)" opacity="0.35" transform="rotate(${15 + i * 3} ${i * 60} ${HEIGHT / 2})"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,85%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,70%)"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${stripes}${shapes}</svg>`;
}

/**
 * The puzzle slider check of spec §4, verified by the server: a picture with
 * a gap and the piece cut from it. The client slides the piece along and
 * sends where it let go, with a proof of work for the puzzle's id (ADR 0024:
 * a picture alone a script reads in milliseconds); the challenge is spent by
 * that first answer.
 */
export class PuzzleService {
  constructor(
    private readonly challenges: ChallengesRepo,
    private readonly throttle: ThrottleRepo,
    private readonly proofBits: number,
  ) {}

  async issue(client: string): Promise<PuzzleReply> {
    // Each puzzle is a row and two pictures: a client gets a bounded number of them.
    await reserveOrRefuse(this.throttle, [{ key: `puzzle:${client}`, max: 60, windowSeconds: 3600 }]);
    const now = nowSeconds();
    const answer = randomInt(PIECE + 40, WIDTH - PIECE - 8);
    const pieceY = randomInt(8, HEIGHT - PIECE - 8);
    const scene = await sharp(Buffer.from(svgScene([...randomBytes(12)])))
      .png()
      .toBuffer();
    const piece = await sharp(scene)
      .extract({ left: answer, top: pieceY, width: PIECE, height: PIECE })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}"><rect x="1" y="1" width="${PIECE - 2}" height="${PIECE - 2}" rx="6" fill="none" stroke="white" stroke-width="2"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    const gap = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect x="${answer + 1}" y="${pieceY + 1}" width="${PIECE - 2}" height="${PIECE - 2}" rx="6" fill="black" fill-opacity="0.45" stroke="white" stroke-opacity="0.8" stroke-width="2"/></svg>`;
    const image = await sharp(scene)
      .composite([{ input: Buffer.from(gap) }])
      .jpeg({ quality: 80 })
      .toBuffer();
    const id = randomBytes(18).toString('base64url');
    await this.challenges.sweep(now - 3600);
    await this.challenges.insert({ id, answer, expires_at: now + CHALLENGE_SECONDS, created_at: now });
    return {
      id,
      width: WIDTH,
      height: HEIGHT,
      piece_size: PIECE,
      piece_y: pieceY,
      proof_bits: this.proofBits,
      image: `data:image/jpeg;base64,${image.toString('base64')}`,
      piece: `data:image/png;base64,${piece.toString('base64')}`,
    };
  }

  /** Whether a dropped piece fits its challenge's gap and the work was done; the challenge is spent either way. */
  async solved(id: string, x: number, proof: string | undefined): Promise<boolean> {
    const answer = await this.challenges.take(id, nowSeconds());
    if (answer === undefined || proof === undefined || !proofHolds(id, proof, this.proofBits)) return false;
    return Math.abs(answer - x) <= PUZZLE_TOLERANCE;
  }
}
