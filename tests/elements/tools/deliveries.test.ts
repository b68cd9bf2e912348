// The webhook delivery log in the responses view (issue #8), against the real test server and its
// delivery worker: a form whose webhook URL is the server's own unknown route (it answers 404, a final
// failure), a submission through the public route, the failed delivery in the Deliveries tab, Replay for
// owners and editors (queued again, then tried again by the worker), none for viewers.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createElement } from 'react';
import { type ApiDelivery, listDeliveries } from '../../../src/api/deliveries';
import { defaultFormSettings, type FormSchemaData } from '../../../src/model';
import { ResponsesView, type ResponsesViewProps } from '../../../src/responses';
import {
  API_URL,
  builderConnection,
  createForm,
  resetBrowserState,
  type SignedIn,
  shareForm,
  signIn,
  signInAsOwner,
} from '../builder/real-service';
import { $$, focused, mountBuilder, schemaWith } from '../builder/support';
import { clientFor } from '../renderer/support/api';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';
import { publish, submitPublic, until } from './responses-support';
import { buttonIn, choose, inputIn, openTools, toolPanel, toolTab } from './support';

const TENANT = 'demo';
/** An unknown route of the test server: it answers 404, which the worker records as a final failure. */
const HOOK_URL = `${API_URL}/hooks/missing-receiver`;
const FIELDS = [{ id: 'f_name', name: 'full_name', type: 'text' as const, label: 'Full name' }];

function formSchema(webhook?: string): FormSchemaData {
  const schema = schemaWith(FIELDS);
  const settings = defaultFormSettings();
  return {
    ...schema,
    settings: webhook ? { ...settings, notifications: { ...settings.notifications, webhook } } : settings,
  };
}

/** The form's own webhook delivery (other tests' tenant integrations may add rows of their own). */
async function ownDelivery(session: SignedIn, formId: string): Promise<ApiDelivery | undefined> {
  const page = await listDeliveries(clientFor(session), formId, { integrationId: 'none' });
  return page.deliveries[0];
}

/** A published form with a webhook to HOOK_URL, one submission, and its delivery failed by the worker. */
async function formWithFailedDelivery(owner: SignedIn): Promise<string> {
  const formId = await createForm(owner, 'Hooked', formSchema(HOOK_URL));
  await publish(owner, formId);
  await submitPublic(TENANT, formId, { full_name: 'Ada Lovelace' });
  let delivery: ApiDelivery | undefined;
  await until(async () => {
    delivery = await ownDelivery(owner, formId);
    return delivery?.status === 'failed';
  }, 'the worker never failed the delivery');
  return formId;
}

function deliveryRows(root: ParentNode): HTMLTableRowElement[] {
  return [
    ...root.querySelectorAll<HTMLTableRowElement>('table.fw-responses__deliveries tbody tr[data-delivery]'),
  ];
}

/** The row of the form's own webhook delivery. */
function hookRow(root: ParentNode): HTMLTableRowElement | undefined {
  return deliveryRows(root).find((row) => row.querySelector('[data-target]')?.textContent === HOOK_URL);
}

const cell = (row: HTMLTableRowElement | undefined, column: string) =>
  row?.querySelector(`[data-column="${column}"]`)?.textContent ?? '';

function viewTab(root: ParentNode, name: 'Responses' | 'Deliveries'): HTMLButtonElement {
  const tablist = root.querySelector('[role="tablist"][aria-label="Responses and deliveries"]');
  const found = [...(tablist?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])].find(
    (tab) => tab.textContent === name,
  );
  if (!found) throw new Error(`no view tab "${name}"`);
  return found;
}

async function openDeliveries(root: ParentNode): Promise<void> {
  viewTab(root, 'Deliveries').click();
  await until(
    () => root.querySelector('.fw-responses__delivery-log .fw-responses__body[data-state="ready"]'),
    'no log',
  );
}

describe('tools: Responses → Deliveries', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(async () => {
    resetBrowserState();
    await unmountAll();
  });

  it('shows the failed delivery and replays it from the keyboard: queued again, then tried again', async () => {
    const formId = await formWithFailedDelivery(owner);
    const { attributes, properties } = builderConnection(owner);
    const el = await mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
    await until(() => el.shadowRoot?.querySelector('.fw-canvas'), 'builder not loaded');
    await openTools(el);
    toolTab(el, 'Responses').click();
    const panel = toolPanel(el, 'Responses');
    await until(() => panel.querySelector('.fw-responses__body[data-state="ready"]'), 'responses not loaded');
    await openDeliveries(panel);
    await until(() => hookRow(panel), 'no delivery row');
    const row = hookRow(panel);
    expect(row?.querySelector('.fw-responses__receiver-kind')?.textContent).to.equal('Form webhook URL');
    expect(row?.querySelector('.fw-responses__delivery-status')?.textContent).to.equal('Failed');
    expect(cell(row, 'attempts')).to.equal('1');
    expect(cell(row, 'response')).to.equal('404');
    expect(cell(row, 'error')).to.equal('The receiver answered HTTP 404');
    expect(cell(row, 'duration')).to.match(/^\d+ ms$/);
    await expectNoAxeViolations(el);

    const replay = buttonIn(row as HTMLElement, 'Replay');
    expect(replay.getAttribute('aria-label')).to.match(/^Replay delivery to .+missing-receiver created /);
    replay.focus();
    await sendKeys({ press: 'Enter' });
    await until(
      () => $$(el, '.fw-toast').some((toast) => toast.textContent?.includes('Delivery queued again')),
      'no success toast',
    );
    // The server's 202 answer: pending again, its attempts back at 0, no Replay while pending.
    const queued = hookRow(panel);
    expect(queued?.querySelector('.fw-responses__delivery-status')?.textContent).to.equal('Pending');
    expect(cell(queued, 'attempts')).to.equal('0');
    expect(cell(queued, 'response')).to.equal('None');
    const actions = [...(queued?.querySelectorAll('button') ?? [])].map((button) => button.textContent);
    expect(actions).to.deep.equal(['History']);
    expect(focused()?.textContent).to.equal('Refresh');

    // The worker tries it again at once; Refresh shows the new attempt's failure.
    await until(async () => (await ownDelivery(owner, formId))?.status === 'failed', 'not tried again');
    await sendKeys({ press: 'Enter' });
    await until(() => hookRow(panel)?.getAttribute('data-status') === 'failed', 'Refresh did not reload');
    expect(cell(hookRow(panel), 'attempts')).to.equal('1');
    expect(buttonIn(hookRow(panel) as HTMLElement, 'Replay')).to.be.instanceOf(HTMLButtonElement);
  });
});

describe('responses view: Deliveries tab (as the dashboard mounts it)', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(async () => {
    resetBrowserState();
    await unmountAll();
  });

  function mountView(session: SignedIn, props: Partial<ResponsesViewProps> & { formId: string }) {
    return mountUi(
      createElement(ResponsesView, {
        client: clientFor(session),
        schema: formSchema(HOOK_URL),
        role: 'owner',
        headingLevel: 2,
        ...props,
      }),
    );
  }

  it('switches tabs with the arrow keys, filters by status and reports a replay inline', async () => {
    const formId = await formWithFailedDelivery(owner);
    const { root } = await mountView(owner, { formId });
    await until(() => root.querySelector('.fw-responses__body[data-state="ready"]'), 'responses not loaded');
    viewTab(root, 'Responses').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(viewTab(root, 'Deliveries').getAttribute('aria-selected')).to.equal('true');
    await until(() => hookRow(root), 'no delivery row');
    expect(
      root.querySelector('.fw-responses__delivery-log .fw-responses__status[role="status"]')?.textContent,
    ).to.match(/^Showing 1–\d+ of \d+ deliver(y|ies)$/);
    // Export acts on the responses: hidden on this tab.
    expect(buttonIn(root, 'Export CSV').closest('[hidden]')).not.to.equal(null);

    choose(inputIn<HTMLSelectElement>(root, 'Status'), 'succeeded');
    await until(() => root.textContent?.includes('No deliveries found'), 'filter not applied');
    expect(root.textContent).to.include('No deliveries with the status Succeeded.');
    await expectNoAxeViolations(root.host);
    choose(inputIn<HTMLSelectElement>(root, 'Status'), 'failed');
    await until(() => hookRow(root), 'failed delivery not listed');

    buttonIn(hookRow(root) as HTMLElement, 'Replay').click();
    await until(() => root.querySelector('.fw-responses__alert--success[role="status"]'), 'no notice');
    expect(root.querySelector('.fw-responses__alert--success')?.textContent).to.include(
      `Delivery queued again: ${HOOK_URL}`,
    );
    expect(hookRow(root)?.getAttribute('data-status')).to.equal('pending');
    await expectNoAxeViolations(root.host);
  });

  it("says why a delivery to the form's webhook cannot be replayed once the form has none", async () => {
    const formId = await formWithFailedDelivery(owner);
    // The author removed the form's webhook URL after the delivery failed.
    await clientFor(owner).request('PUT', `/api/v1/forms/${encodeURIComponent(formId)}`, {
      body: { schema_data: formSchema() },
    });
    const { root } = await mountView(owner, { formId, schema: formSchema() });
    await openDeliveries(root);
    await until(() => hookRow(root), 'no delivery row');
    buttonIn(hookRow(root) as HTMLElement, 'Replay').click();
    await until(() => root.querySelector('.fw-responses__alert--error[role="alert"]'), 'no failure shown');
    expect(root.querySelector('.fw-responses__alert--error')?.textContent).to.include(
      "Replay failed: The form no longer has a webhook URL: add one in the form's settings to replay its deliveries",
    );
    // Nothing was queued: the log, read again, still shows the delivery failed.
    await until(() => hookRow(root)?.getAttribute('data-status') === 'failed', 'log not read again');
    expect((await ownDelivery(owner, formId))?.status).to.equal('failed');
  });

  it('says which time zone a delivery time is in', async () => {
    const formId = await formWithFailedDelivery(owner);
    const { root } = await mountView(owner, { formId });
    await openDeliveries(root);
    await until(() => hookRow(root), 'no delivery row');
    expect(hookRow(root)?.querySelector('time')?.textContent).to.match(
      /[AP]M (UTC|GMT[+-]\d{1,2}(:\d\d)?|[A-Z]{2,5})$/,
    );
  });

  it('gives a viewer the log without Replay', async () => {
    const formId = await formWithFailedDelivery(owner);
    await shareForm(owner, formId, 'viewer', 'viewer');
    const { root } = await mountView(await signIn('viewer', 'viewer1234'), { formId, role: 'viewer' });
    await openDeliveries(root);
    await until(() => hookRow(root), 'no delivery row');
    expect(hookRow(root)?.getAttribute('data-status')).to.equal('failed');
    const buttons = [...(hookRow(root)?.querySelectorAll('button') ?? [])].map((b) => b.textContent);
    expect(buttons).to.deep.equal(['History']);
    await expectNoAxeViolations(root.host);
  });

  it("opens a delivery's history from the keyboard: every attempt with its answer, newest first", async () => {
    const formId = await formWithFailedDelivery(owner);
    const { root } = await mountView(owner, { formId });
    await openDeliveries(root);
    await until(() => hookRow(root), 'no delivery row');
    const history = buttonIn(hookRow(root) as HTMLElement, 'History');
    expect(history.getAttribute('aria-expanded')).to.equal('false');
    expect(history.getAttribute('aria-label')).to.match(/^History of the delivery to .+ created .+$/);
    history.focus();
    await sendKeys({ press: 'Enter' });
    expect(history.getAttribute('aria-expanded')).to.equal('true');
    const panel = () => root.getElementById(history.getAttribute('aria-controls') ?? '');
    await until(() => panel()?.querySelector('tr[data-attempt]'), 'no attempt listed');
    expect(panel()?.getAttribute('aria-label')).to.equal(
      history.getAttribute('aria-label')?.replace(/^History/, 'Attempts'),
    );
    const attempt = panel()?.querySelector<HTMLTableRowElement>('tr[data-attempt]');
    expect([...(attempt?.cells ?? [])].slice(0, 6).map((c) => c.textContent)).to.deep.equal([
      '1',
      'Failed',
      '404',
      attempt?.cells[3]?.textContent ?? '',
      'The receiver answered HTTP 404',
      HOOK_URL,
    ]);
    expect(attempt?.cells[3]?.textContent).to.match(/^\d+ ms$/);
    await expectNoAxeViolations(root.host);

    await sendKeys({ press: 'Enter' });
    expect(history.getAttribute('aria-expanded')).to.equal('false');
    expect(panel() === null, 'the attempts are gone').to.equal(true);
    expect(focused() === history, 'focus stays on History').to.equal(true);
  });

  it('shows the empty state, and the failure with Try again', async () => {
    const formId = await createForm(owner, 'Quiet', formSchema());
    const { root } = await mountView(owner, { formId, schema: formSchema() });
    await openDeliveries(root);
    expect(root.textContent).to.include('No deliveries yet');
    expect(root.textContent).to.include(
      "Deliveries appear here once a submission is sent to the form's webhook URL or to a webhook integration.",
    );
    await unmountAll();

    const missing = '00000000-0000-4000-8000-000000000000';
    const failed = await mountView(owner, { formId: missing });
    viewTab(failed.root, 'Deliveries').click();
    await until(() => failed.root.querySelector('.fw-responses__delivery-log [role="alert"]'), 'no failure');
    expect(failed.root.querySelector('.fw-responses__delivery-log [role="alert"]')?.textContent).to.include(
      'Failed to load deliveries: Form not found',
    );
    expect(
      buttonIn(failed.root.querySelector('.fw-responses__delivery-log') as HTMLElement, 'Try again'),
    ).to.be.instanceOf(HTMLButtonElement);
    await expectNoAxeViolations(failed.root.host);
  });
});
