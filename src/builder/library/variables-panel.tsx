import { useId } from 'react';
import { variableToken } from '../../logic';
import { Spinner } from '../../ui';
import { staleCatalogMessage, useRegistryState } from '../hooks/use-registry';
import { useDocSelector } from '../hooks/use-store';

/** The Variables tab: global variables of the form and linkable catalog variables (editing comes in #6). */
export function VariablesPanel() {
  const globals = useDocSelector((doc) => doc.schema.globalVariables);
  const catalog = useRegistryState();
  const globalsId = useId();
  const catalogId = useId();
  return (
    <div className="fw-variables" part="variables-panel">
      <section aria-labelledby={globalsId}>
        <h2 id={globalsId} className="fw-panel-title">
          Global variables
        </h2>
        {globals.length === 0 ? (
          <p className="fw-muted">No global variables yet.</p>
        ) : (
          <ul className="fw-variables__list">
            {globals.map((variable) => (
              <li key={variable.id} className="fw-variables__item">
                <span className="fw-variables__name">{variable.name}</span>
                <code>{variableToken(variable.name)}</code>
                <span className="fw-muted">{variable.dataType}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={catalogId}>
        <h2 id={catalogId} className="fw-panel-title">
          Catalog variables
        </h2>
        {catalog.status === 'loading' || catalog.status === 'idle' ? (
          <Spinner size="small" label="Loading catalog variables" />
        ) : null}
        {catalog.status === 'unavailable' ? <p className="fw-muted">{catalog.message}</p> : null}
        {catalog.status === 'ready' && catalog.staleError ? (
          <p className="fw-muted">{staleCatalogMessage(catalog.staleError)}</p>
        ) : null}
        {catalog.status === 'ready' && catalog.variables.length === 0 ? (
          <p className="fw-muted">The data catalog has no linkable variables.</p>
        ) : null}
        {catalog.status === 'ready' && catalog.variables.length > 0 ? (
          <ul className="fw-variables__list">
            {catalog.variables.map((variable) => (
              <li key={variable.path} className="fw-variables__item">
                <span className="fw-variables__name">{variable.label}</span>
                <code>{variable.token}</code>
                {variable.description ? <span className="fw-muted">{variable.description}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
