import { fieldStyleValues } from '../../logic';
import { DEFAULT_BACKGROUND_COLOR, DEFAULT_BORDER_COLOR, DEFAULT_TEXT_COLOR, type Field } from '../../model';
import {
  ALIGN_CHOICES,
  BORDER_STYLE_CHOICES,
  FONT_SIZE_CHOICES,
  FONT_WEIGHT_CHOICES,
  HEIGHT_CHOICES,
  SPACING_CHOICES,
  WIDTH_CHOICES,
} from './choices';
import { ColorField } from './color-field';
import { ConfigSection, SelectField } from './controls';
import type { FieldEditorProps } from './types';

/** The field as the style settings make it look; static, so it adds no controls to the dialog. */
export function StylePreview({ field }: { field: Field }) {
  const style = fieldStyleValues(field);
  return (
    <section className="fw-style-preview" aria-label="Style preview">
      <h3 className="fw-config-subtitle">Style Preview</h3>
      <div className="fw-style-preview__stage">
        <div
          className="fw-style-preview__field"
          style={{
            marginTop: style.marginTop,
            marginBottom: style.marginBottom,
            color: style.color,
            fontSize: style.fontSize,
            fontWeight: style.fontWeight,
            textAlign: style.textAlign,
          }}
        >
          <div className="fw-style-preview__label">{field.label || 'Field label'}</div>
          <div
            className="fw-style-preview__box"
            style={{
              borderRadius: style.borderRadius,
              backgroundColor: style.backgroundColor,
              borderColor: style.borderColor,
            }}
          >
            {field.placeholder || 'Sample text'}
          </div>
        </div>
      </div>
    </section>
  );
}

/** The Styling tab (authoring §2, §9): layout, spacing, visual styling, typography and a preview. */
export function StylingTab({ field, onChange }: FieldEditorProps) {
  return (
    <div className="fw-config-tab fw-styling-tab">
      <ConfigSection title="Layout" className="fw-config-grid">
        <SelectField
          label="Field width"
          value={field.width}
          choices={WIDTH_CHOICES}
          onChange={(width) => onChange({ width })}
        />
        <SelectField
          label="Field height"
          value={field.height ?? 'auto'}
          choices={HEIGHT_CHOICES}
          onChange={(height) => onChange({ height })}
        />
      </ConfigSection>
      <ConfigSection title="Spacing" className="fw-config-grid">
        <SelectField
          label="Margin top"
          value={field.marginTop ?? 'none'}
          choices={SPACING_CHOICES}
          onChange={(marginTop) => onChange({ marginTop })}
        />
        <SelectField
          label="Margin bottom"
          value={field.marginBottom ?? 'none'}
          choices={SPACING_CHOICES}
          onChange={(marginBottom) => onChange({ marginBottom })}
        />
      </ConfigSection>
      <ConfigSection title="Visual styling" className="fw-config-grid">
        <SelectField
          label="Border style"
          value={field.borderStyle ?? 'default'}
          choices={BORDER_STYLE_CHOICES}
          onChange={(borderStyle) => onChange({ borderStyle })}
        />
        <ColorField
          label="Background colour"
          value={field.backgroundColor}
          fallback={DEFAULT_BACKGROUND_COLOR}
          onChange={(backgroundColor) => onChange({ backgroundColor })}
        />
        <ColorField
          label="Text colour"
          value={field.textColor}
          fallback={DEFAULT_TEXT_COLOR}
          onChange={(textColor) => onChange({ textColor })}
        />
        <ColorField
          label="Border colour"
          value={field.borderColor}
          fallback={DEFAULT_BORDER_COLOR}
          onChange={(borderColor) => onChange({ borderColor })}
        />
      </ConfigSection>
      <ConfigSection title="Typography" className="fw-config-grid">
        <SelectField
          label="Font size"
          value={field.fontSize ?? 'medium'}
          choices={FONT_SIZE_CHOICES}
          onChange={(fontSize) => onChange({ fontSize })}
        />
        <SelectField
          label="Font weight"
          value={field.fontWeight ?? 'normal'}
          choices={FONT_WEIGHT_CHOICES}
          onChange={(fontWeight) => onChange({ fontWeight })}
        />
        <SelectField
          label="Text alignment"
          value={field.textAlign ?? 'left'}
          choices={ALIGN_CHOICES}
          onChange={(textAlign) => onChange({ textAlign })}
        />
      </ConfigSection>
      <StylePreview field={field} />
    </div>
  );
}
