import { basicPropertiesOf, type VariableChoice, variableChoices } from '../../logic';
import { insertToken, variableToken } from '../../logic/variables';
import type { FormSchemaData, Registry } from '../../model';
import { Button } from '../../ui';
import { ConfigSection, SelectField } from './controls';
import type { FieldEditorProps } from './types';

export const NO_VARIABLES =
  'No variables available: add global variables to the form or connect a data catalog.';

export interface VariablesTabProps extends FieldEditorProps {
  schema: FormSchemaData;
  /** The tenant's data catalog; only its visible columns are offered. */
  registry?: Registry;
}

const choicesFor = (choices: readonly VariableChoice[], group: VariableChoice['group']) =>
  choices.filter((choice) => choice.group === group).map(({ value, label }) => ({ value, label }));

/**
 * Variable links (authoring §3): the field's variableLink (a global variable's name or a catalog path,
 * as fieldFromVariable stores it), buttons that insert its token ({{name}} / {{table.field}}) into the
 * label, placeholder or help text, and the global variables whose placeholder and help text the field
 * takes.
 */
export function VariablesTab({ field, schema, registry, onChange }: VariablesTabProps) {
  const choices = variableChoices(schema.globalVariables, registry);
  const link = field.variableLink ?? '';
  const linked = choices.find((choice) => choice.value === link);
  // A link to a variable that is gone stays visible rather than silently reading as "none".
  const missing = link && !linked ? [{ value: link, label: `${link} (not found)` }] : [];
  const shows = basicPropertiesOf(field.type);
  const globals = schema.globalVariables.map((variable) => ({ value: variable.name, label: variable.name }));
  const find = (name: string | undefined) =>
    schema.globalVariables.find((variable) => variable.name === name);
  const placeholderSource = find(field.placeholderVariable);
  const helpTextSource = find(field.helpTextVariable);

  if (choices.length === 0 && !link) return <p className="fw-config-empty">{NO_VARIABLES}</p>;

  return (
    <div className="fw-config-tab">
      <ConfigSection title="Variable link">
        <SelectField
          label="Linked variable"
          value={link}
          emptyLabel="No variable"
          choices={missing}
          groups={[
            { label: 'Global variables', choices: choicesFor(choices, 'global') },
            { label: 'Data catalog', choices: choicesFor(choices, 'catalog') },
          ]}
          hint={linked ? `Token: ${linked.token}` : undefined}
          onChange={(variableLink) => onChange({ variableLink: variableLink || undefined })}
        />
        {linked ? (
          <div className="fw-config-button-row">
            <Button
              size="small"
              onClick={() => onChange({ label: insertToken(field.label, linked.token).text })}
            >
              Insert into label
            </Button>
            {shows.placeholder === 'text' ? (
              <Button
                size="small"
                onClick={() =>
                  onChange({ placeholder: insertToken(field.placeholder ?? '', linked.token).text })
                }
              >
                Insert into placeholder
              </Button>
            ) : null}
            {shows.helpText ? (
              <Button
                size="small"
                onClick={() => onChange({ helpText: insertToken(field.helpText ?? '', linked.token).text })}
              >
                Insert into help text
              </Button>
            ) : null}
          </div>
        ) : null}
      </ConfigSection>
      {globals.length > 0 && (shows.placeholder === 'text' || shows.helpText) ? (
        <ConfigSection title="Text from global variables" className="fw-config-grid">
          {shows.placeholder === 'text' ? (
            <SelectField
              label="Placeholder variable"
              value={placeholderSource ? placeholderSource.name : ''}
              emptyLabel="None"
              choices={globals}
              hint={
                placeholderSource
                  ? `${variableToken(placeholderSource.name, 'placeholder')}: ${placeholderSource.placeholder ?? '(empty)'}`
                  : undefined
              }
              onChange={(name) => onChange({ placeholderVariable: name || undefined })}
            />
          ) : null}
          {shows.helpText ? (
            <SelectField
              label="Help text variable"
              value={helpTextSource ? helpTextSource.name : ''}
              emptyLabel="None"
              choices={globals}
              hint={
                helpTextSource
                  ? `${variableToken(helpTextSource.name, 'helpText')}: ${helpTextSource.helpText ?? '(empty)'}`
                  : undefined
              }
              onChange={(name) => onChange({ helpTextVariable: name || undefined })}
            />
          ) : null}
        </ConfigSection>
      ) : null}
    </div>
  );
}
