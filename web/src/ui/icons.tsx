/**
 * A few outline icons drawn like Tabler's (24 px grid, 2 px round strokes; paths after
 * Tabler Icons, MIT licence), inline so the page needs no icon package. The CMS names
 * feature icons by their Tabler name; the catalogue names subject and exam icons.
 * An unknown name gets a plain check mark, so every card still has a glyph.
 */
const PATHS: Record<string, readonly string[]> = {
  book: [
    'M3 19a9 9 0 0 1 9 0a9 9 0 0 1 9 0',
    'M3 6a9 9 0 0 1 9 0a9 9 0 0 1 9 0',
    'M3 6v13',
    'M12 6v13',
    'M21 6v13',
  ],
  bulb: [
    'M3 12h1m8 -9v1m8 8h1m-15.4 -6.4l.7 .7m12.1 -.7l-.7 .7',
    'M9 16a5 5 0 1 1 6 0a3.5 3.5 0 0 0 -1 3a2 2 0 0 1 -4 0a3.5 3.5 0 0 0 -1 -3',
    'M9.7 17h4.6',
  ],
  'chart-bar': [
    'M3 13a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v6a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1z',
    'M15 9a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1z',
    'M9 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1z',
    'M4 20h14',
  ],
  clipboard: [
    'M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2',
    'M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
  ],
  'clipboard-check': [
    'M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2',
    'M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
    'M9 14l2 2l4 -4',
  ],
  clock: ['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 7v5l3 3'],
  'shield-check': [
    'M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1 -8.5 15a12 12 0 0 1 -8.5 -15a12 12 0 0 0 8.5 -3',
    'M9 12l2 2l4 -4',
  ],
  target: [
    'M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M7 12a5 5 0 1 0 10 0a5 5 0 1 0 -10 0',
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  ],
  'trending-up': ['M3 17l6 -6l4 4l8 -8', 'M14 7h7v7'],
  pen: ['M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4', 'M13.5 6.5l4 4'],
  calculator: [
    'M4 5a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2z',
    'M8 8a1 1 0 0 1 1 -1h6a1 1 0 0 1 1 1v1a1 1 0 0 1 -1 1h-6a1 1 0 0 1 -1 -1z',
    'M8 14v.01',
    'M12 14v.01',
    'M16 14v.01',
    'M8 17v.01',
    'M12 17v.01',
    'M16 17v.01',
  ],
  flask: ['M9 3h6', 'M10 9h4', 'M10 3v6l-4 11a.7 .7 0 0 0 .5 1h11a.7 .7 0 0 0 .5 -1l-4 -11v-6'],
  dna: [
    'M14.828 14.828a4 4 0 1 0 -5.656 -5.656a4 4 0 0 0 5.656 5.656z',
    'M9.172 20.485a4 4 0 1 0 -5.657 -5.657',
    'M14.828 3.515a4 4 0 0 0 5.657 5.657',
  ],
  heart: ['M19.5 12.572l-7.5 7.428l-7.5 -7.428a5 5 0 1 1 7.5 -6.566a5 5 0 1 1 7.5 6.572'],
  activity: ['M3 12h4l3 8l4 -16l3 8h4'],
  landmark: [
    'M3 21h18',
    'M3 10h18',
    'M5 6l7 -3l7 3',
    'M4 10v11',
    'M20 10v11',
    'M8 14v3',
    'M12 14v3',
    'M16 14v3',
  ],
  bandage: [
    'M14 12v.01',
    'M10 12v.01',
    'M12 10v.01',
    'M12 14v.01',
    'M4.5 12.5l8 -8a4.94 4.94 0 0 1 7 7l-8 8a4.94 4.94 0 0 1 -7 -7',
  ],
  'message-heart': [
    'M8 9h8',
    'M8 13h3',
    'M10.5 19.5l-2.5 1.5v-3h-2a3 3 0 0 1 -3 -3v-8a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v4.5',
    'M18 22l3.35 -3.284a2.143 2.143 0 0 0 .005 -3.071a2.242 2.242 0 0 0 -3.129 -.006l-.224 .22l-.223 -.22a2.242 2.242 0 0 0 -3.128 -.006a2.143 2.143 0 0 0 -.006 3.071l3.355 3.296z',
  ],
  'id-badge': [
    'M5 6a3 3 0 0 1 3 -3h8a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-8a3 3 0 0 1 -3 -3z',
    'M10 13a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M10 6h4',
    'M9 18h6',
  ],
  'graduation-cap': ['M22 9l-10 -4l-10 4l10 4l10 -4v6', 'M6 10.6v5.4a6 3 0 0 0 12 0v-5.4'],
  award: [
    'M6 9a6 6 0 1 0 12 0a6 6 0 1 0 -12 0',
    'M12 15l3.4 5.89l1.598 -3.233l3.598 .232l-3.4 -5.889',
    'M6.802 12l-3.4 5.89l3.598 -.233l1.598 3.232l3.4 -5.889',
  ],
  stethoscope: [
    'M6 4h-1a2 2 0 0 0 -2 2v3.5a5.5 5.5 0 0 0 11 0v-3.5a2 2 0 0 0 -2 -2h-1',
    'M8 15a6 6 0 1 0 12 0v-3',
    'M11 3v2',
    'M6 3v2',
    'M18 10a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  ],
  'arrow-left': ['M5 12h14', 'M5 12l6 6', 'M5 12l6 -6'],
  'arrow-right': ['M5 12h14', 'M13 18l6 -6', 'M13 6l6 6'],
  check: ['M5 12l5 5l10 -10'],
};

const ALIASES: Record<string, string> = {
  school: 'graduation-cap',
  'heart-pulse': 'activity',
  'hand-heart': 'heart',
};

type IconProps = { name: string; size?: number; className?: string };

/** Decorative: hidden from assistive technology (the text next to it carries the meaning). */
export function Icon({ name, size = 24, className }: IconProps) {
  const paths = PATHS[name] ?? PATHS[ALIASES[name] ?? ''] ?? PATHS.check ?? [];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
