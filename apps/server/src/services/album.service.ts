import type { AlbumReply } from '@sprout/shared';
import { presentMoment } from '../presenters/moment.presenter.js';
import type { AlbumRepo } from '../repositories/album.repo.js';
import type { LikesRepo } from '../repositories/likes.repo.js';
import type { MomentsRepo } from '../repositories/moments.repo.js';
import type { Actor } from './actor.js';
import { decodeCursor, encodeCursor } from './event.service.js';

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
    const page = rows.slice(0, PAGE);
    const visibleFor = await this.moments.visibleFor(page.filter((m) => m.privacy === 'custom').map((m) => m.id));
    const liked = await this.likes.likedBy(
      viewer.userId,
      'moment',
      page.map((m) => m.id),
    );
    const last = page.at(-1);
    return {
      moments: page.map((m) => presentMoment(m, viewer, visibleFor.get(m.id) ?? [], liked.has(m.id))),
      next_page: rows.length > PAGE && last ? encodeCursor({ takenAt: last.taken_at_gmt, id: last.id }) : null,
    };
  }
}
