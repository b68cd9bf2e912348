// Integrations (shell §2): a list with add, edit, delete and Test connection, switching to a form mode.
// Only the key 'field_registry' can be added (shell §1), so Add is offered while it does not exist.
import { useSnapshot } from 'valtio/react';
import { ADDABLE_INTEGRATION_KEY } from '../model';
import { type ConnectionTestState, integrations } from '../store/tenant-settings-store';
import { Button, SpinnerRing } from '../ui';
import { useFocusRequests, useSettings } from './context';
import { FOCUS_KEYS } from './focus';
import { IntegrationForm } from './integration-form';

export const INTEGRATION_TEXTS = {
  heading: 'Integrations',
  add: 'Add Integration',
  empty: 'No integrations yet.',
  test: 'Test connection',
  testing: 'Testing connection...',
  active: 'Active',
  inactive: 'Inactive',
} as const;

/** 'Connected: HTTP 200 in 12 ms' or 'Failed: HTTP 503 in 5 ms. The endpoint answered HTTP 503'. */
export function describeTest(test: ConnectionTestState): string {
  if (test.error) return `Test failed: ${test.error}`;
  const result = test.result;
  if (!result) return '';
  const status = result.status === null ? 'no answer' : `HTTP ${result.status}`;
  const head = `${result.ok ? 'Connected' : 'Failed'}: ${status} in ${result.duration_ms} ms`;
  return result.ok || !result.error ? head : `${head}. ${result.error}`;
}

export function IntegrationsPanel({ canEdit }: { canEdit: boolean }) {
  const { store } = useSettings();
  useFocusRequests();
  const snap = useSnapshot(store.state);
  if (canEdit && snap.integration.mode === 'form') return <IntegrationForm />;
  const list = integrations(snap);
  const canAdd = canEdit && !list.some((setting) => setting.setting_key === ADDABLE_INTEGRATION_KEY);
  return (
    <section className="fw-settings-panel" aria-labelledby="fw-settings-integrations-heading">
      <div className="fw-settings-panel__header">
        <h3 id="fw-settings-integrations-heading">{INTEGRATION_TEXTS.heading}</h3>
        {canAdd && (
          <Button
            variant="primary"
            data-focus-key={FOCUS_KEYS.addIntegration}
            onClick={() => store.startAddIntegration()}
          >
            {INTEGRATION_TEXTS.add}
          </Button>
        )}
      </div>
      {list.length === 0 ? (
        <p className="fw-settings-empty">{INTEGRATION_TEXTS.empty}</p>
      ) : (
        <ul className="fw-settings-cards">
          {list.map((setting) => {
            const config = setting.config as Record<string, unknown>;
            const test = snap.tests[setting.setting_key];
            const key = setting.setting_key;
            return (
              <li key={setting.id} className="fw-settings-card" data-setting-key={key}>
                <div className="fw-settings-card__head">
                  <h4>{key}</h4>
                  <span
                    className={`fw-settings-badge fw-settings-badge--${config.is_active === false ? 'off' : 'on'}`}
                  >
                    {config.is_active === false ? INTEGRATION_TEXTS.inactive : INTEGRATION_TEXTS.active}
                  </span>
                </div>
                <dl className="fw-settings-card__facts">
                  <dt>Type</dt>
                  <dd>{String(config.integration_type ?? '')}</dd>
                  <dt>Endpoint</dt>
                  <dd className="fw-settings-card__url">
                    {String(config.http_method ?? '')} {String(config.endpoint_url ?? '')}
                  </dd>
                  <dt>Authentication</dt>
                  <dd>{String(config.auth_type ?? 'none')}</dd>
                  <dt>Secret</dt>
                  <dd>{setting.has_secret ? '••••••••' : 'none stored'}</dd>
                </dl>
                {setting.description && (
                  <p className="fw-settings-card__description">{setting.description}</p>
                )}
                {canEdit && (
                  <div className="fw-settings-card__actions">
                    <Button
                      size="small"
                      onClick={() => void store.testConnection(key)}
                      inactive={test?.running}
                      aria-label={`${INTEGRATION_TEXTS.test} (${key})`}
                    >
                      {INTEGRATION_TEXTS.test}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => store.startEditIntegration(key)}
                      aria-label={`Edit ${key}`}
                      data-focus-key={FOCUS_KEYS.edit('integration', key)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() => store.askDelete('integration', key)}
                      aria-label={`Delete ${key}`}
                      data-focus-key={FOCUS_KEYS.remove('integration', key)}
                    >
                      Delete
                    </Button>
                  </div>
                )}
                <div className="fw-settings-test" role="status" aria-live="polite">
                  {test?.running ? (
                    <p className="fw-settings-test__running">
                      <SpinnerRing size="small" /> {INTEGRATION_TEXTS.testing}
                    </p>
                  ) : test ? (
                    <p
                      className={`fw-settings-test__result fw-settings-test__result--${test.result?.ok ? 'ok' : 'failed'}`}
                    >
                      {describeTest(test)}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
