import { expect } from '@open-wc/testing';
import type { FormSchemaData } from '../../../src/model';
import { $, button, mountBuilder, schemaWith, typeInto, until } from '../builder/support';
import { choose, hasInput, inputIn, openTools, recordSchemas, reported } from './support';

/** Opens Advanced and one of its own tabs; resolves with that sub-panel. */
async function openAdvanced(el: Element, tab: 'General' | 'Security' | 'Analytics' | 'Custom Code') {
  const panel = await openTools(el, 'Advanced');
  const subTab = [...panel.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (node) => node.textContent === tab,
  );
  if (!subTab) throw new Error(`no Advanced tab ${tab}`);
  subTab.click();
  await until(() => subTab.getAttribute('aria-selected') === 'true', 'not selected');
  return panel.querySelector(`#${CSS.escape(subTab.getAttribute('aria-controls') ?? '')}`) as HTMLElement;
}

describe('tools: Advanced form settings', () => {
  it('has the tabs General, Security, Analytics and Custom Code', async () => {
    const el = await mountBuilder();
    const panel = await openTools(el, 'Advanced');
    const list = panel.querySelector('[role="tablist"][aria-label="Advanced form settings"]');
    const names = [...(list?.querySelectorAll('[role="tab"]') ?? [])].map((tab) => tab.textContent);
    expect(names).to.deep.equal(['General', 'Security', 'Analytics', 'Custom Code']);
  });

  it('shows the defaults of authoring §3 and stores every General setting', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const general = await openAdvanced(el, 'General');
    expect(inputIn(general, 'Submit button text').value).to.equal('Submit');
    expect(inputIn<HTMLTextAreaElement>(general, 'Success message').value).to.equal(
      'Thank you for your submission!',
    );
    expect(inputIn(general, 'Show cancel button').checked).to.equal(false);
    expect(inputIn(general, 'Cancel button text').value).to.equal('Cancel');
    expect(inputIn<HTMLSelectElement>(general, 'Cancel action').value).to.equal('reset');
    expect(inputIn(general, 'Allow saving drafts').checked).to.equal(false);
    expect(inputIn(general, 'Webhook URL').type).to.equal('url');

    typeInto(inputIn(general, 'Submit button text'), 'Send');
    typeInto(inputIn<HTMLTextAreaElement>(general, 'Success message'), 'Got it.');
    inputIn(general, 'Show cancel button').click();
    inputIn(general, 'Allow saving drafts').click();
    typeInto(inputIn(general, 'Cancel button text'), 'Back');
    typeInto(inputIn(general, 'Webhook URL'), 'https://hooks.example.com/form');
    const schema = await reported(
      schemas,
      (s) => s.settings.notifications.webhook === 'https://hooks.example.com/form',
      'not stored',
    );
    expect(schema.settings).to.include({
      submitButtonText: 'Send',
      successMessage: 'Got it.',
      showCancelButton: true,
      cancelButtonText: 'Back',
      allowDrafts: true,
    });
  });

  it('shows the redirect URL, URL-typed, only while the cancel action is redirect, and stores an empty one as absent', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const general = await openAdvanced(el, 'General');
    expect(hasInput(general, 'Redirect URL')).to.equal(false);
    choose(inputIn<HTMLSelectElement>(general, 'Cancel action'), 'redirect');
    await until(() => hasInput(general, 'Redirect URL'), 'no redirect URL');
    const url = inputIn(general, 'Redirect URL');
    expect(url.type).to.equal('url');
    typeInto(url, 'not a url');
    await until(
      () => general.textContent?.includes('Enter a full URL starting with http:// or https://'),
      'no hint',
    );
    typeInto(url, 'https://example.com/bye');
    await reported(schemas, (s) => s.settings.cancelRedirectUrl === 'https://example.com/bye', 'not stored');
    typeInto(url, '');
    const cleared = await reported(
      schemas,
      (s) => s.settings.cancelAction === 'redirect' && s.settings.cancelRedirectUrl === undefined,
      'not cleared',
    );
    expect(Object.hasOwn(JSON.parse(JSON.stringify(cleared.settings)), 'cancelRedirectUrl')).to.equal(false);
    choose(inputIn<HTMLSelectElement>(general, 'Cancel action'), 'custom');
    await until(() => !hasInput(general, 'Redirect URL'), 'redirect URL stays');
  });

  it('shows the reCAPTCHA site key only for the types recaptcha and both', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const security = await openAdvanced(el, 'Security');
    inputIn(security, 'Require sign-in to submit').click();
    inputIn(security, 'Enable spam protection').click();
    const type = inputIn<HTMLSelectElement>(security, 'Protection type');
    expect(type.value).to.equal('honeypot');
    expect([...type.options].map((option) => option.value)).to.deep.equal(['honeypot', 'recaptcha', 'both']);
    expect(hasInput(security, 'reCAPTCHA site key')).to.equal(false);
    choose(type, 'recaptcha');
    await until(() => hasInput(security, 'reCAPTCHA site key'), 'no site key for recaptcha');
    typeInto(inputIn(security, 'reCAPTCHA site key'), 'site-key-123');
    choose(type, 'both');
    await until(() => type.value === 'both', 'not both');
    expect(hasInput(security, 'reCAPTCHA site key')).to.equal(true);
    const schema = await reported(schemas, (s) => s.settings.spamProtectionType === 'both', 'not stored');
    expect(schema.settings).to.include({
      requireAuth: true,
      enableSpamProtection: true,
      recaptchaSiteKey: 'site-key-123',
    });
    choose(type, 'honeypot');
    await until(() => !hasInput(security, 'reCAPTCHA site key'), 'site key stays for honeypot');
  });

  it('stores the analytics switch', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const analytics = await openAdvanced(el, 'Analytics');
    expect(inputIn(analytics, 'Enable analytics').checked).to.equal(false);
    inputIn(analytics, 'Enable analytics').click();
    await reported(schemas, (s) => s.settings.enableAnalytics, 'not stored');
  });

  it('stores custom CSS and script without applying either inside the builder', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const code = await openAdvanced(el, 'Custom Code');
    const css = '.fw-canvas { display: none !important; }';
    const script = 'globalThis.__fwCustomScriptRan = true;';
    typeInto(inputIn<HTMLTextAreaElement>(code, 'Custom CSS'), css);
    typeInto(inputIn<HTMLTextAreaElement>(code, 'Custom script'), script);
    const schema = await reported(schemas, (s) => s.settings.customJS === script, 'not stored');
    expect(schema.settings.customCSS).to.equal(css);
    expect(code.textContent).to.include('never applied inside the builder');
    const styles = [...(el.shadowRoot?.querySelectorAll('style') ?? [])].map((node) => node.textContent);
    expect(styles.some((text) => text?.includes(css))).to.equal(false);
    expect(getComputedStyle($(el, '.fw-canvas')).display).to.not.equal('none');
    expect(Reflect.get(globalThis, '__fwCustomScriptRan')).to.equal(undefined);
  });

  it('keeps custom CSS and script out of the Preview', async () => {
    const css = '.fw-form { display: none !important; }';
    const script = 'globalThis.__fwPreviewScriptRan = true;';
    const schema = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);
    const el = await mountBuilder({
      schema: { ...schema, settings: { ...schema.settings, customCSS: css, customJS: script } },
    });
    button(el, 'Preview').click();
    const renderer = () =>
      el.shadowRoot?.querySelector('form-renderer') as (HTMLElement & { schema?: FormSchemaData }) | null;
    await until(() => renderer()?.shadowRoot?.querySelector('.fw-form'), 'no preview');
    const form = renderer()?.shadowRoot?.querySelector('.fw-form') as HTMLElement;
    expect(getComputedStyle(form).display).to.not.equal('none');
    const styles = [...(renderer()?.shadowRoot?.querySelectorAll('style') ?? [])].map(
      (node) => node.textContent,
    );
    expect(styles.some((text) => text?.includes(css))).to.equal(false);
    expect(renderer()?.schema?.settings.customCSS).to.equal(undefined);
    expect(renderer()?.schema?.settings.customJS).to.equal(undefined);
    expect(Reflect.get(globalThis, '__fwPreviewScriptRan')).to.equal(undefined);
  });

  it('keeps the Preview from leaving the builder through a redirect button or Cancel', async () => {
    const schema = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);
    const el = await mountBuilder({
      schema: {
        ...schema,
        settings: {
          ...schema.settings,
          showCancelButton: true,
          cancelAction: 'redirect',
          cancelRedirectUrl: 'https://example.com/cancelled',
          customButtons: [
            {
              id: 'visit',
              text: 'Visit our site',
              action_type: 'redirect',
              action_value: 'https://example.com/',
              style: 'secondary',
              position: 'before-submit',
              enabled: true,
            },
          ],
        },
      },
    });
    const here = window.location.href;
    button(el, 'Preview').click();
    const renderer = () =>
      el.shadowRoot?.querySelector('form-renderer') as (HTMLElement & { schema?: FormSchemaData }) | null;
    await until(() => renderer()?.shadowRoot?.querySelector('.fw-form'), 'no preview');
    const settings = renderer()?.schema?.settings;
    expect(settings?.cancelAction).to.not.equal('redirect');
    expect(settings?.customButtons.map((b) => b.action_type)).to.deep.equal(['customEvent']);
    // Both buttons are still there and can be tried: the page stays where it is.
    const rendered = [...(renderer()?.shadowRoot?.querySelectorAll('button') ?? [])];
    const visit = rendered.find((node) => node.textContent?.trim() === 'Visit our site');
    const cancel = rendered.find((node) => node.textContent?.trim() === 'Cancel');
    expect(visit).to.not.equal(undefined);
    expect(cancel).to.not.equal(undefined);
    visit?.click();
    cancel?.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.href).to.equal(here);
  });
});
