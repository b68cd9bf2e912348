import {
  BORDER_RADIUS_PX,
  BORDER_STYLES,
  CONTAINER_GAPS,
  CONTAINER_MAX_COLUMNS,
  CONTAINER_MIN_COLUMNS,
  FIELD_HEIGHTS,
  FIELD_WIDTHS,
  FONT_SIZE_PX,
  FONT_SIZES,
  FONT_WEIGHTS,
  HEADING_LEVELS,
  PADDINGS,
  SPACING_OPTIONS,
  SPACING_PX,
  TEXT_ALIGNMENTS,
} from '../../model';

/** One entry of a select: the stored keyword and what the author reads. */
export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

const WORDS: Record<string, string> = {
  none: 'None',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  xlarge: 'Extra large',
  default: 'Default',
  rounded: 'Rounded',
  square: 'Square',
  pill: 'Pill',
  light: 'Light',
  normal: 'Normal',
  semibold: 'Semibold',
  bold: 'Bold',
  left: 'Left',
  center: 'Center',
  right: 'Right',
  full: 'Full width',
  half: 'Half width',
  third: 'One third',
  auto: 'Auto',
};
const word = (key: string) => WORDS[key] ?? key;

function choicesOf<T extends string>(values: readonly T[], label: (value: T) => string = word): Choice<T>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

// The sizes in the labels are the §9 constants, so what the author reads is what the renderer does.
export const SPACING_CHOICES = choicesOf(SPACING_OPTIONS, (value) =>
  value === 'none' ? 'None' : `${word(value)} (${SPACING_PX[value]}px)`,
);
export const FONT_SIZE_CHOICES = choicesOf(
  FONT_SIZES,
  (value) => `${word(value)} (${FONT_SIZE_PX[value]}px)`,
);
export const BORDER_STYLE_CHOICES = choicesOf(
  BORDER_STYLES,
  (value) => `${word(value)} (${BORDER_RADIUS_PX[value]}px radius)`,
);
export const FONT_WEIGHT_CHOICES = choicesOf(FONT_WEIGHTS);
export const ALIGN_CHOICES = choicesOf(TEXT_ALIGNMENTS);
export const PADDING_CHOICES = choicesOf(PADDINGS);
export const GAP_CHOICES = choicesOf(CONTAINER_GAPS);
export const WIDTH_CHOICES = choicesOf(FIELD_WIDTHS);
export const HEIGHT_CHOICES = choicesOf(FIELD_HEIGHTS);
export const HEADING_CHOICES = choicesOf(HEADING_LEVELS, (level) => level.toUpperCase());
export const COLUMN_COUNT_CHOICES: Choice[] = Array.from(
  { length: CONTAINER_MAX_COLUMNS - CONTAINER_MIN_COLUMNS + 1 },
  (_, i) => {
    const count = CONTAINER_MIN_COLUMNS + i;
    return { value: String(count), label: count === 1 ? '1 column' : `${count} columns` };
  },
);
