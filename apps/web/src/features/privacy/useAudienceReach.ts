import { privacyReaches } from '@sprout/shared';
import { useTranslation } from 'react-i18next';
import { useFamilyMembers } from '../family';
import type { AudienceChoice } from './audience';

/** Names shown before "and N others": enough to recognise the family, short enough for one line. */
const NAMED = 3;

/**
 * The line under a privacy picker saying whom the choice reaches, with the names of the members it
 * reaches besides the poster (issue 23), by the rule the server keeps (privacyReaches). Undefined
 * until the family has loaded.
 */
export function useAudienceReach(babyId: number, posterId: number, choice: AudienceChoice): string | undefined {
  const { t, i18n } = useTranslation(['uploads']);
  const members = useFamilyMembers(babyId);
  const list = members.data?.list;
  if (!list) return undefined;
  if (choice.privacy === 'private') return t('uploads:privacy.reach.private');
  const names = list
    .filter((member) => member.user.id !== posterId)
    .filter((member) =>
      privacyReaches(
        choice.privacy,
        { userId: member.user.id, relation: member.relation, permission: member.permission },
        posterId,
        choice.visibleForIds,
      ),
    )
    .map((member) => member.user.name);
  if (names.length === 0) return t('uploads:privacy.reach.nobody');
  const shown =
    names.length <= NAMED + 1
      ? names
      : [...names.slice(0, NAMED), t('uploads:privacy.reach.more', { count: names.length - NAMED })];
  const joined = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(shown);
  const key = choice.privacy === 'family_and_relatives' ? 'everyone' : choice.privacy;
  return t(`uploads:privacy.reach.${key}`, { names: joined });
}
