/**
 * A name's first letter inside an avatar, drawn by CSS (global.css) rather
 * than as text: it is decoration, and as text it would become part of a
 * button's visible label ("M Mia") that its accessible name ("Mia") then does
 * not match (WCAG 2.5.3, label in name).
 */
export function Initial({ name, upper = false }: { name: string; upper?: boolean }) {
  const letter = [...name][0] ?? '';
  return <span className="sprout-initial" data-initial={upper ? letter.toUpperCase() : letter} aria-hidden />;
}
