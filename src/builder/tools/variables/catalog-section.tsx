import { useId } from 'react';
import {
  type CatalogVariable,
  createFieldId,
  fieldFromCatalogTable,
  fieldFromVariable,
  insertToken,
} from '../../../logic';
import type { Registry } from '../../../model';
import { Button, Spinner } from '../../../ui';
import { useBuilder } from '../../context';
import { staleCatalogMessage, useRegistryState } from '../../hooks/use-registry';
import { useDocSelector } from '../../hooks/use-store';
import { ToolHeading, useReadOnly } from '../shared';

export const CATALOG_NO_SELECTION_HINT = 'Select a field on the canvas to insert a variable into its label.';

/** The top-level table a catalog path starts with ('orders[].lines.sku' → 'orders'). */
function topTableOf(variable: CatalogVariable): string {
  return variable.path.split(/[.[]/, 1)[0] ?? variable.tableName;
}

function groupByTable(registry: Registry, variables: readonly CatalogVariable[]) {
  return Object.keys(registry).map((tableName) => ({
    tableName,
    table: registry[tableName],
    variables: variables.filter((variable) => topTableOf(variable) === tableName),
  }));
}

/**
 * The tenant's data catalog (shell §7 registry; only visible columns): each variable can be inserted as
 * `{{table.field}}` into the selected field's label or become a field of its own, and each table can
 * become a table field (authoring §5, type inference from src/logic).
 */
export function CatalogSection() {
  const { store, ui } = useBuilder();
  const catalog = useRegistryState();
  const readOnly = useReadOnly();
  const selectedId = useDocSelector((doc) => doc.selectedFieldId);
  const selectedLabel = useDocSelector((doc) =>
    doc.selectedFieldId
      ? doc.schema.all_fields.find((field) => field.id === doc.selectedFieldId)?.label
      : undefined,
  );
  const headingId = useId();
  const hintId = useId();

  const insert = (variable: CatalogVariable) => {
    if (!selectedId || selectedLabel === undefined) return;
    // A space keeps the token apart from the label's last word ('Email {{customer.email}}').
    const token = selectedLabel === '' || /\s$/.test(selectedLabel) ? variable.token : ` ${variable.token}`;
    store.update(selectedId, { label: insertToken(selectedLabel, token).text });
    store.sealHistory();
    ui.announce(`${variable.token} inserted into ${selectedLabel}.`);
  };
  const addVariableField = (variable: CatalogVariable) => {
    if (store.addField(fieldFromVariable(variable, createFieldId())))
      ui.announce(`Field ${variable.label} added.`);
  };

  return (
    <section className="fw-tool-panel" aria-labelledby={headingId}>
      <ToolHeading id={headingId} title="Data Catalog">
        Variables from your organisation's data registry, inserted as {'{{table.field}}'}.
      </ToolHeading>
      {catalog.status === 'loading' || catalog.status === 'idle' ? (
        <Spinner size="small" label="Loading catalog variables" />
      ) : null}
      {catalog.status === 'unavailable' ? <p className="fw-muted">{catalog.message}</p> : null}
      {catalog.status === 'ready' && catalog.staleError ? (
        <p className="fw-muted">{staleCatalogMessage(catalog.staleError)}</p>
      ) : null}
      {catalog.status === 'ready' && catalog.variables.length === 0 ? (
        <p className="fw-config-empty">The data catalog has no linkable variables.</p>
      ) : null}
      {catalog.status === 'ready' && catalog.variables.length > 0 ? (
        <>
          <p id={hintId} className="fw-muted">
            {selectedLabel === undefined ? CATALOG_NO_SELECTION_HINT : `Inserting into: ${selectedLabel}`}
          </p>
          {groupByTable(catalog.registry, catalog.variables).map(({ tableName, table, variables }) =>
            variables.length === 0 || !table ? null : (
              <div key={tableName} className="fw-tool-catalog-table">
                <div className="fw-tool-catalog-table__head">
                  <h4 className="fw-tool-catalog-table__title">{table.displayName || tableName}</h4>
                  <Button
                    size="small"
                    disabled={readOnly}
                    aria-label={`Add table as field: ${table.displayName || tableName}`}
                    onClick={() => {
                      if (store.addField(fieldFromCatalogTable(tableName, table, createFieldId())))
                        ui.announce(`Table ${table.displayName || tableName} added.`);
                    }}
                  >
                    Add table as field
                  </Button>
                </div>
                <ul className="fw-tool-list" aria-label={`Variables of ${table.displayName || tableName}`}>
                  {variables.map((variable) => (
                    <li key={variable.path} className="fw-tool-list__item">
                      <div className="fw-tool-list__main">
                        <span className="fw-tool-list__name">{variable.label}</span>
                        <code>{variable.token}</code>
                        {variable.description ? (
                          <span className="fw-muted">{variable.description}</span>
                        ) : null}
                      </div>
                      <div className="fw-tool-list__actions">
                        <Button
                          size="small"
                          disabled={readOnly || selectedLabel === undefined}
                          aria-label={`Insert ${variable.token}`}
                          aria-describedby={hintId}
                          onClick={() => insert(variable)}
                        >
                          Insert
                        </Button>
                        <Button
                          size="small"
                          disabled={readOnly}
                          aria-label={`Add as field: ${variable.label}`}
                          onClick={() => addVariableField(variable)}
                        >
                          Add as field
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ),
          )}
        </>
      ) : null}
    </section>
  );
}
