import type { NotificationReply } from '@sprout/shared';
import type { Translate } from '../../lib/i18n';

/**
 * A notification in words, from the same catalogue strings the server's pushes and digests use
 * (labels:notices): "Dad added 12 photos", with i18next plurals in every language.
 */
export function noticeText(t: Translate<'labels'>, n: NotificationReply): string {
  const name = n.from.name || t('labels:notices.someone');
  switch (n.kind) {
    case 'upload': {
      const { pictures, videos, audios, texts } = n.counts;
      const count = pictures + videos + audios + texts;
      if (pictures === count) return t('labels:notices.added_pictures', { name, count });
      if (videos === count) return t('labels:notices.added_videos', { name, count });
      return t('labels:notices.added_moments', { name, count });
    }
    case 'diary':
      return t('labels:notices.wrote_diary', { name });
    case 'comment':
      return t('labels:notices.commented', { name, count: n.count });
    case 'reply':
      return t('labels:notices.replied', { name, count: n.count });
    case 'like':
      return t('labels:notices.liked', { name });
    case 'member': {
      const relation =
        n.relation === 'custom' && n.relation_name
          ? n.relation_name
          : t(`labels:relations.${(n.relation ?? 'family') as 'family'}`);
      return t('labels:notices.joined', { name, relation });
    }
  }
}
