import { useTextScale } from '../textSize';

/**
 * The reader's root font size against the 16px the layout is drawn at: a larger
 * browser font or the profile's text size (features/textSize) makes it > 1.
 */
export function useFontScale(): number {
  return useTextScale();
}
