import type { CSSProperties } from 'react';
import { BORDER_RADIUS_PX, type Field, FONT_SIZE_PX, SPACING_PX } from '../model';

const FONT_WEIGHT_VALUES = { light: 300, normal: 400, medium: 500, semibold: 600, bold: 700 } as const;

export type FieldStyle = CSSProperties & Partial<Record<`--fw-field-${string}`, string>>;

/**
 * A field's styling properties (authoring §3, constants of §9) as inline style on its wrapper. Colours and
 * the corner radius become --fw-field-* tokens that the controls read, so one rule in renderer.styles.ts
 * applies them to every control type. React sets each with style.setProperty: a hostile value stays one
 * (invalid, ignored) declaration.
 */
export function fieldStyle(field: Field): FieldStyle {
  const style: FieldStyle = {};
  if (field.marginTop) style.marginTop = `${SPACING_PX[field.marginTop]}px`;
  if (field.marginBottom) style.marginBottom = `${SPACING_PX[field.marginBottom]}px`;
  if (field.borderStyle) style['--fw-field-radius'] = `${BORDER_RADIUS_PX[field.borderStyle]}px`;
  if (field.backgroundColor) style['--fw-field-background'] = field.backgroundColor;
  if (field.textColor) style['--fw-field-text'] = field.textColor;
  if (field.borderColor) style['--fw-field-border'] = field.borderColor;
  if (field.fontSize) style.fontSize = `${FONT_SIZE_PX[field.fontSize]}px`;
  if (field.fontWeight) style.fontWeight = FONT_WEIGHT_VALUES[field.fontWeight];
  if (field.textAlign) style.textAlign = field.textAlign;
  return style;
}
