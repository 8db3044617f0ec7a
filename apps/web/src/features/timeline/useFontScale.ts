import { useState } from 'react';

/** The reader's root font size against the 16px the layout is drawn at (a larger browser font makes it > 1). */
export function useFontScale(): number {
  const [scale] = useState(() => (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16) / 16);
  return scale;
}
