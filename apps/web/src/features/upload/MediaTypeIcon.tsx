import type { MediaKind } from './mediaKind';

const PATHS: Record<MediaKind, string[]> = {
  picture: ['M4 5h16v14H4z', 'm4 16 5-5 4 4 3-3 4 4', 'M15 9h.01'],
  video: ['M3 6h13v12H3z', 'm16 10 5-3v10l-5-3'],
  audio: ['M9 18V5l11-2v13', 'M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z', 'M17 19a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'],
};

/** The kind of a queued file as a small icon (spec §2: type icon per row). */
export function MediaTypeIcon({ kind, label }: { kind: MediaKind; label: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={label}
      data-testid="upload-type"
      data-kind={kind}
      style={{ flexShrink: 0 }}
    >
      {PATHS[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
