import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the shell is drawn for a phone: below Mantine's `sm` breakpoint, where the sidebar becomes
 * a menu behind the burger. Rendered, not only hidden by CSS, so each control exists once on screen
 * (a language box in the header and another in the menu would be two of the same for a screen reader).
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false }) ?? false;
}
