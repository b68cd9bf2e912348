import type { ReactNode } from 'react';
import {
  HTTP_URL_MESSAGE,
  httpUrlError,
  showsCancelRedirectUrl,
  showsRecaptchaSiteKey,
} from '../../../logic';
import {
  CANCEL_ACTIONS,
  type FormSettings,
  httpUrlProblem,
  SPAM_PROTECTION_TYPES,
  URL_MESSAGES,
} from '../../../model';
import { Tabs } from '../../../ui';
import { CheckboxField, ConfigSection, SelectField, TextField } from '../../config/controls';
import { CheckedTextField, type TextCheck } from '../../config/draft-fields';
import { useBuilder } from '../../context';
import { useReadOnly, useSettings } from '../shared';

export const URL_FORMAT_MESSAGE = HTTP_URL_MESSAGE;
export const CUSTOM_CODE_NOTE =
  'Custom CSS and script are saved with the form and used where it is published; they are never applied inside the builder.';

const CANCEL_ACTION_LABELS: Record<FormSettings['cancelAction'], string> = {
  reset: 'Reset the form',
  redirect: 'Redirect to URL',
  custom: 'Custom (host handles it)',
};
const SPAM_LABELS: Record<FormSettings['spamProtectionType'], string> = {
  honeypot: 'Honeypot',
  recaptcha: 'reCAPTCHA',
  both: 'Honeypot and reCAPTCHA',
};
const CANCEL_CHOICES = CANCEL_ACTIONS.map((value) => ({ value, label: CANCEL_ACTION_LABELS[value] }));
const SPAM_CHOICES = SPAM_PROTECTION_TYPES.map((value) => ({ value, label: SPAM_LABELS[value] }));

/** An error for a typed URL that is not http(s); nothing while empty (one rule with the custom buttons). */
export const urlError = httpUrlError;

export const WEBHOOK_NOT_STORED = 'The webhook is not stored until it is a valid URL.';

/**
 * The webhook is stored only when empty (no webhook) or an http(s) URL without credentials: the model's
 * rule of outbound URLs, which the server holds every save to (writeRuleProblems). Stored anyway, an
 * invalid one made every later save fail. The missing-scheme case gets the builder's fuller sentence.
 */
export function checkWebhookUrl(text: string): TextCheck {
  if (text.trim() === '') return { ok: true, value: '' };
  const problem = httpUrlProblem(text);
  if (!problem) return { ok: true, value: text.trim() };
  const message = problem === URL_MESSAGES.url ? `${HTTP_URL_MESSAGE}.` : `${problem}.`;
  return { ok: false, message: `${message} ${WEBHOOK_NOT_STORED}` };
}

/** Optional texts are stored as absent when emptied, like the custom button's action value. */
function optionalText(value: string): string | undefined {
  return value === '' ? undefined : value;
}

interface SettingsTabProps {
  settings: FormSettings;
  update: (patch: Partial<FormSettings>) => void;
}

function GeneralSettings({ settings, update }: SettingsTabProps) {
  return (
    <div className="fw-config-tab">
      <ConfigSection title="Submission">
        <div className="fw-config-grid">
          <TextField
            label="Submit button text"
            value={settings.submitButtonText}
            onChange={(submitButtonText) => update({ submitButtonText })}
          />
          <TextField
            label="Success message"
            multiline
            value={settings.successMessage}
            onChange={(successMessage) => update({ successMessage })}
          />
          <CheckboxField
            label="Allow saving drafts"
            checked={settings.allowDrafts}
            onChange={(allowDrafts) => update({ allowDrafts })}
          />
        </div>
      </ConfigSection>
      <ConfigSection title="Cancel button">
        <div className="fw-config-grid">
          <CheckboxField
            label="Show cancel button"
            checked={settings.showCancelButton}
            onChange={(showCancelButton) => update({ showCancelButton })}
          />
          <TextField
            label="Cancel button text"
            value={settings.cancelButtonText}
            onChange={(cancelButtonText) => update({ cancelButtonText })}
          />
          <SelectField
            label="Cancel action"
            value={settings.cancelAction}
            choices={CANCEL_CHOICES}
            onChange={(cancelAction) => update({ cancelAction })}
          />
          {showsCancelRedirectUrl(settings) ? (
            <TextField
              label="Redirect URL"
              type="url"
              placeholder="https://example.com/cancelled"
              value={settings.cancelRedirectUrl ?? ''}
              error={urlError(settings.cancelRedirectUrl)}
              onChange={(value) => update({ cancelRedirectUrl: optionalText(value) })}
            />
          ) : null}
        </div>
      </ConfigSection>
      <ConfigSection title="Notifications">
        <div className="fw-config-grid">
          <CheckedTextField
            label="Webhook URL"
            type="url"
            placeholder="https://example.com/webhook"
            spellCheck={false}
            value={settings.notifications.webhook ?? ''}
            check={checkWebhookUrl}
            onChange={(value) =>
              update({ notifications: { ...settings.notifications, webhook: optionalText(value) } })
            }
          />
          <TextField
            label="Notification e-mail"
            type="email"
            value={settings.notifications.email ?? ''}
            onChange={(value) =>
              update({ notifications: { ...settings.notifications, email: optionalText(value) } })
            }
          />
        </div>
      </ConfigSection>
    </div>
  );
}

function SecuritySettings({ settings, update }: SettingsTabProps) {
  return (
    <div className="fw-config-tab">
      <ConfigSection title="Access">
        <CheckboxField
          label="Require sign-in to submit"
          checked={settings.requireAuth}
          onChange={(requireAuth) => update({ requireAuth })}
        />
      </ConfigSection>
      <ConfigSection title="Spam protection">
        <div className="fw-config-grid">
          <CheckboxField
            label="Enable spam protection"
            checked={settings.enableSpamProtection}
            onChange={(enableSpamProtection) => update({ enableSpamProtection })}
          />
          <SelectField
            label="Protection type"
            value={settings.spamProtectionType}
            choices={SPAM_CHOICES}
            onChange={(spamProtectionType) => update({ spamProtectionType })}
          />
          {showsRecaptchaSiteKey(settings) ? (
            <TextField
              label="reCAPTCHA site key"
              value={settings.recaptchaSiteKey ?? ''}
              onChange={(value) => update({ recaptchaSiteKey: optionalText(value) })}
            />
          ) : null}
        </div>
      </ConfigSection>
    </div>
  );
}

function AnalyticsSettings({ settings, update }: SettingsTabProps) {
  return (
    <div className="fw-config-tab">
      <ConfigSection title="Analytics">
        <CheckboxField
          label="Enable analytics"
          hint="Counts views, starts and submissions of the published form."
          checked={settings.enableAnalytics}
          onChange={(enableAnalytics) => update({ enableAnalytics })}
        />
      </ConfigSection>
    </div>
  );
}

function CustomCodeSettings({ settings, update }: SettingsTabProps) {
  return (
    <div className="fw-config-tab">
      <p className="fw-muted">{CUSTOM_CODE_NOTE}</p>
      <TextField
        label="Custom CSS"
        multiline
        className="fw-tool-code-field"
        value={settings.customCSS ?? ''}
        onChange={(value) => update({ customCSS: optionalText(value) })}
      />
      <TextField
        label="Custom script"
        multiline
        className="fw-tool-code-field"
        value={settings.customJS ?? ''}
        onChange={(value) => update({ customJS: optionalText(value) })}
      />
    </div>
  );
}

/** Advanced form settings (authoring §2, §3, §4): tabs General, Security, Analytics, Custom Code. */
export function AdvancedSettings() {
  const { store } = useBuilder();
  const settings = useSettings();
  const readOnly = useReadOnly();
  const props: SettingsTabProps = { settings, update: (patch) => store.updateSettings(patch) };
  // A viewer reads the settings; the fieldset disables every input of a tab, not the tabs themselves.
  const locked = (panel: ReactNode) => (
    <fieldset className="fw-plain-fieldset" disabled={readOnly}>
      {panel}
    </fieldset>
  );
  return (
    <Tabs
      label="Advanced form settings"
      className="fw-tool-subtabs"
      tabs={[
        { id: 'general', label: 'General', panel: locked(<GeneralSettings {...props} />) },
        { id: 'security', label: 'Security', panel: locked(<SecuritySettings {...props} />) },
        { id: 'analytics', label: 'Analytics', panel: locked(<AnalyticsSettings {...props} />) },
        { id: 'code', label: 'Custom Code', panel: locked(<CustomCodeSettings {...props} />) },
      ]}
    />
  );
}
