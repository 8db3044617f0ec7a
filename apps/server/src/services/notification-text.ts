import type { NotificationReply } from '@sprout/shared';
import { translate, translateCount } from '@sprout/shared/i18n/server';

/**
 * A notification in words, in the recipient's language: what a push shows and a digest lists. Only
 * counts of what the recipient may see (the presented notification), never a caption or a comment.
 */
export function noticeText(locale: string, n: NotificationReply): string {
  const name = n.from.name || translate(locale, 'notices.someone');
  switch (n.kind) {
    case 'upload': {
      const { pictures, videos, audios, texts } = n.counts;
      const total = pictures + videos + audios + texts;
      if (pictures === total) return translateCount(locale, 'notices.added_pictures', total, { name });
      if (videos === total) return translateCount(locale, 'notices.added_videos', total, { name });
      return translateCount(locale, 'notices.added_moments', total, { name });
    }
    case 'diary':
      return translate(locale, 'notices.wrote_diary', { name });
    case 'comment':
      return translateCount(locale, 'notices.commented', n.count, { name });
    case 'reply':
      return translateCount(locale, 'notices.replied', n.count, { name });
    case 'like':
      return translate(locale, 'notices.liked', { name });
    case 'member': {
      const relation =
        n.relation === 'custom' && n.relation_name
          ? n.relation_name
          : translate(locale, `relations.${n.relation ?? 'family'}`);
      return translate(locale, 'notices.joined', { name, relation });
    }
  }
}
