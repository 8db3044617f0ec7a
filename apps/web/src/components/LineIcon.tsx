import type { ReactNode, SVGProps } from 'react';

interface LineIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px. */
  size?: number | string;
  /** The drawing: paths, circles and lines on a 24 × 24 grid. */
  children: ReactNode;
}

/**
 * One outline icon of the app's single family (24 × 24, round ends, the text's colour). Decorative:
 * the button or link around it carries the words, so screen readers skip it.
 */
export function LineIcon({ size = 22, strokeWidth = 2, children, ...rest }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
