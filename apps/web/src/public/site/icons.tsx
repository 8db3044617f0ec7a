/** The landing page's feature marks, one line-drawn icon each (decorative: the title says it). */
const PATHS = [
  // one timeline: a column of dots
  'M6 4v16M6 6h12M6 12h9M6 18h12',
  // family roles: two people
  'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 11a2.5 2.5 0 1 0 0-5M18 15c2 .5 3 2.5 3 5',
  // privacy: a padlock
  'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  // tags and growth: a rising line
  'M4 19h16M5 16l4-5 4 3 6-8',
  // comments and likes: a heart
  'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  // yours to take away: a download arrow
  'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 20h14',
];

export function FeatureIcon({ index }: { index: number }) {
  return (
    <span className="site-feature-icon" aria-hidden>
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[index % PATHS.length]} />
      </svg>
    </span>
  );
}
