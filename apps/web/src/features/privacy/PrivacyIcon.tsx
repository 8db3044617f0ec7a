import type { Privacy } from '@sprout/shared';
import { LineIcon } from '../../components/LineIcon';

const PATHS: Record<Privacy, string[]> = {
  // two people and a third: everyone in the family
  family_and_relatives: [
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
    'M3 20a6 6 0 0 1 12 0',
    'M17 11a2.5 2.5 0 1 0 0-5',
    'M21 20a5 5 0 0 0-4-4.9',
  ],
  // a house: close family
  family_only: ['M4 11 12 4l8 7', 'M6 10v10h12V10', 'M10 20v-5h4v5'],
  // a padlock: only the poster
  private: ['M6 11h12v9H6z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3'],
  // a list with ticks: chosen members
  custom: ['m4 7 2 2 3-3', 'M12 8h8', 'm4 15 2 2 3-3', 'M12 16h8'],
};

/** A small line icon for a privacy level, beside its name. */
export function PrivacyIcon({ privacy, size = 14 }: { privacy: Privacy; size?: number }) {
  return (
    <LineIcon size={size}>
      {PATHS[privacy].map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}
