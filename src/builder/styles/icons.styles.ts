/**
 * Icons as CSS masks on a pseudo-element, painted in the text colour: a font may lack symbols such as ⧉,
 * and an inline SVG per button costs a dozen attributes on each of hundreds of cards. Always decorative;
 * the button carries the name.
 */
const PATHS = {
  up: 'M8 13V3M3.5 7.5 8 3l4.5 4.5',
  down: 'M8 3v10M3.5 8.5 8 13l4.5-4.5',
  copy: 'M5.5 5.5h7v7h-7zM3.5 10.5v-7h7',
  delete: 'M4 4l8 8M12 4l-8 8',
  grip: 'M6 3.5h.01M10 3.5h.01M6 8h.01M10 8h.01M6 12.5h.01M10 12.5h.01',
  configure: 'M2.5 4.5h11M2.5 11.5h11M5.5 3v3M10.5 10v3',
  'move-to': 'M2.5 8h8M7.5 4.5 11 8l-3.5 3.5M13.5 3v10',
} as const;

export type IconName = keyof typeof PATHS;

function maskOf(name: IconName): string {
  const width = name === 'grip' ? 2.6 : 1.6;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='black' ` +
    `stroke-width='${width}' stroke-linecap='round' stroke-linejoin='round'><path d='${PATHS[name]}'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

export const iconStyles = `
.fw-icon::before {
  content: '';
  display: block;
  width: 16px;
  height: 16px;
  background-color: currentColor;
  mask: var(--fw-icon) center / 16px 16px no-repeat;
}

${(Object.keys(PATHS) as IconName[]).map((name) => `.fw-icon--${name} { --fw-icon: ${maskOf(name)}; }`).join('\n')}
`;
