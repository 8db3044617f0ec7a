import type { AlbumReply } from '@sprout/shared';
import type { AlbumRepo } from '../repositories/album.repo.js';
import type { LikesRepo } from '../repositories/likes.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';
import type { Actor } from './actor.js';
import { momentPage } from './moment-list.js';
import { decodeCursor } from './paging.js';

const PAGE = 200;

/** "{0}'s Album" (spec §2): every picture and video of the baby the user may see, newest first. */
export class AlbumService {
  constructor(
    private readonly album: AlbumRepo,
    private readonly moments: MomentsRepo,
    private readonly likes: LikesRepo,
  ) {}

  async page(actor: Actor, babyId: number, nextPage: string | undefined): Promise<AlbumReply> {
    const viewer = await actor.requireMember(babyId);
    const rows = await this.album.page(babyId, viewer, nextPage ? decodeCursor(nextPage) : null, PAGE + 1);
    const { moments, next_page } = await momentPage({ moments: this.moments, likes: this.likes }, viewer, rows, PAGE);
    return { moments, next_page };
  }
}
