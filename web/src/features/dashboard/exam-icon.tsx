/**
 * Outline glyphs of the catalogue's exam icons (24 px grid, 2 px round strokes, after Tabler
 * Icons, MIT licence), drawn inline so the dashboard needs no icon package. An unknown name
 * gets a book. Decorative: the exam's name is always written next to it.
 */
const PATHS: Record<string, readonly string[]> = {
  stethoscope: [
    'M6 4h-1a2 2 0 0 0 -2 2v3.5a5.5 5.5 0 0 0 11 0v-3.5a2 2 0 0 0 -2 -2h-1',
    'M8 15a6 6 0 1 0 12 0v-3',
    'M11 3v2',
    'M6 3v2',
    'M18 10a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  ],
  'graduation-cap': ['M22 9l-10 -4l-10 4l10 4l10 -4v6', 'M6 10.6v5.4a6 3 0 0 0 12 0v-5.4'],
  activity: ['M3 12h4l3 8l4 -16l3 8h4'],
  clipboard: [
    'M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2',
    'M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
  ],
  award: [
    'M6 9a6 6 0 1 0 12 0a6 6 0 1 0 -12 0',
    'M12 15l3.4 5.89l1.598 -3.233l3.598 .232l-3.4 -5.889',
    'M6.802 12l-3.4 5.89l3.598 -.233l1.598 3.232l3.4 -5.889',
  ],
  heart: ['M19.5 12.572l-7.5 7.428l-7.5 -7.428a5 5 0 1 1 7.5 -6.566a5 5 0 1 1 7.5 6.572'],
  book: [
    'M3 19a9 9 0 0 1 9 0a9 9 0 0 1 9 0',
    'M3 6a9 9 0 0 1 9 0a9 9 0 0 1 9 0',
    'M3 6v13',
    'M12 6v13',
    'M21 6v13',
  ],
};

const ALIASES: Record<string, string> = {
  school: 'graduation-cap',
  'heart-pulse': 'activity',
  'hand-heart': 'heart',
};

export function ExamIcon({ name, size = 20 }: { name: string; size?: number }) {
  const paths = PATHS[name] ?? PATHS[ALIASES[name] ?? ''] ?? PATHS.book ?? [];
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
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
