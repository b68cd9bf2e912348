import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createElement } from 'react';
import { defaultFormSettings, type FormSchemaData } from '../../../src/model';
import { RESPONSES_TEXTS, ResponsesView, type ResponsesViewProps } from '../../../src/responses';
import {
  builderConnection,
  createForm,
  resetBrowserState,
  type SignedIn,
  shareForm,
  signIn,
  signInAsOwner,
} from '../builder/real-service';
import { $, $$, focused, mountBuilder, schemaWith, typeInto } from '../builder/support';
import { clientFor } from '../renderer/support/api';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';
import {
  detailAnswers,
  holdCalls,
  listedRows,
  listStatus,
  postEvent,
  publish,
  saveVersion,
  storedSubmissionIds,
  submitPublic,
  until,
  uploadPublic,
} from './responses-support';
import { buttonIn, captureDownloads, choose, inputIn, openTools, toolPanel, toolTab } from './support';

const TENANT = 'demo';

const FIELDS = [
  { id: 'f_name', name: 'full_name', type: 'text' as const, label: 'Full name' },
  { id: 'email', type: 'email' as const, label: 'Email' },
  {
    id: 'plan',
    type: 'select' as const,
    label: 'Plan',
    options: [
      { label: 'Basic plan', value: 'basic' },
      { label: 'Pro plan', value: 'pro' },
    ],
  },
  { id: 'notes', type: 'textarea' as const, label: 'Notes' },
  { id: 'doc', type: 'file' as const, label: 'Attachment' },
];

function formSchema(settings: Partial<FormSchemaData['settings']> = {}, pages?: string[][]): FormSchemaData {
  const schema = schemaWith(FIELDS, pages);
  return { ...schema, settings: { ...defaultFormSettings(), ...settings } };
}

/** A published form with three responses, oldest first: Ada, Grace (a formula in Notes), Alan (a file). */
async function formWithResponses(owner: SignedIn, settings: Partial<FormSchemaData['settings']> = {}) {
  const formId = await createForm(owner, 'Signup', formSchema(settings));
  await publish(owner, formId);
  await saveVersion(owner, formId, 'Launch');
  await submitPublic(TENANT, formId, {
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    plan: 'pro',
    notes: 'First!',
  });
  await submitPublic(TENANT, formId, {
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
    plan: 'basic',
    notes: '=1+1',
  });
  const upload = await uploadPublic(
    TENANT,
    formId,
    'doc',
    new File(['hello from Alan'], 'cv.txt', { type: 'text/plain' }),
  );
  await submitPublic(TENANT, formId, { full_name: 'Alan Turing', email: 'alan@example.com', doc: upload });
  return formId;
}

async function mountOn(session: SignedIn, formId: string) {
  const { attributes, properties } = builderConnection(session);
  return mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
}

/** Opens Tools → Responses and waits for the list to settle. */
async function openResponses(el: Element): Promise<HTMLElement> {
  await until(() => el.shadowRoot?.querySelector('.fw-canvas'), 'builder not loaded');
  if (!el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]')) await openTools(el);
  toolTab(el, 'Responses').click();
  await until(() => toolTab(el, 'Responses').getAttribute('aria-selected') === 'true', 'tab not selected');
  const panel = toolPanel(el, 'Responses');
  await until(() => panel.querySelector('.fw-responses__body[data-state="ready"]'), 'responses never loaded');
  return panel;
}

function rowTexts(root: ParentNode): string[] {
  return listedRows(root).map((row) => row.textContent ?? '');
}

/** The names the rows show, from their answer summaries. */
function rowNames(root: ParentNode): string[] {
  return listedRows(root).map(
    (row) => row.querySelector('.fw-responses__summary')?.textContent?.replace('Full name: ', '') ?? '',
  );
}

function openDialog(el: Element, className: string): HTMLDialogElement {
  return $(el, `dialog.${className}[open]`) as HTMLDialogElement;
}

describe('tools: Responses', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(async () => {
    resetBrowserState();
    await unmountAll();
  });

  it('is a tab of Tools only for a saved form', async () => {
    const fresh = await mountBuilder({ schema: formSchema() });
    await openTools(fresh);
    expect(() => toolTab(fresh, 'Responses')).to.throw('no tools tab');

    const formId = await createForm(owner, 'Empty', formSchema());
    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    expect(panel.querySelector('h3')?.textContent).to.equal('Responses');
  });

  it("shows 'No responses yet' for a form nobody has answered, without axe violations", async () => {
    const formId = await createForm(owner, 'Unanswered', formSchema());
    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    expect(panel.textContent).to.include('No responses yet');
    expect(panel.textContent).to.include('Responses appear here once people submit the published form.');
    expect(listedRows(panel)).to.have.length(0);
    expect(listStatus(panel)).to.equal('No responses');
    await expectNoAxeViolations(el);
  });

  it('lists the public submissions newest first with their labelled answers, and search narrows them', async () => {
    const formId = await formWithResponses(owner);
    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    await until(() => listedRows(panel).length === 3, 'not three rows');
    const rows = rowTexts(panel);
    expect(rows[0]).to.include('Full name: Alan Turing').and.include('Email: alan@example.com');
    expect(rows[1]).to.include('Full name: Grace Hopper').and.include('Plan: Basic plan');
    expect(rows[2]).to.include('Full name: Ada Lovelace');
    expect(listStatus(panel)).to.equal('Showing 1–3 of 3 responses');
    expect(panel.textContent).to.include('Page 1 of 1');
    await expectNoAxeViolations(el);

    typeInto(inputIn(panel, 'Search responses'), 'grace');
    await until(() => listedRows(panel).length === 1, 'search did not narrow');
    expect(rowTexts(panel)[0]).to.include('Grace Hopper');
    expect(listStatus(panel)).to.equal('Showing 1–1 of 1 response');

    // Enter searches at once; a term nobody wrote gives the search's empty state.
    const search = inputIn(panel, 'Search responses');
    search.focus();
    typeInto(search, 'nobody-wrote-this');
    await sendKeys({ press: 'Enter' });
    await until(() => panel.textContent?.includes('No responses found'), 'no empty search state');
    expect(panel.textContent).to.include('No responses match "nobody-wrote-this". Try another search term.');
    expect(listedRows(panel)).to.have.length(0);
    await expectNoAxeViolations(el);

    // Escape in the search box clears the search, not the dialog.
    await sendKeys({ press: 'Escape' });
    await until(() => listedRows(panel).length === 3, 'Escape did not clear the search');
    expect(el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]')).not.to.equal(null);
  });

  it('shows one response with labelled answers, time, version and its file, which downloads', async () => {
    const formId = await formWithResponses(owner);
    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    await until(() => listedRows(panel).length === 3, 'not three rows');
    const alan = listedRows(panel)[0] as HTMLTableRowElement;
    const view = buttonIn(alan, 'View');
    expect(view.getAttribute('aria-label')).to.match(/^View response submitted /);

    // Keyboard: the View button opens the dialog, Escape closes it and focus comes back.
    view.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => el.shadowRoot?.querySelector('dialog.fw-responses__detail[open]'), 'no detail');
    const dialog = openDialog(el, 'fw-responses__detail');
    expect(dialog.querySelector('h2')?.textContent).to.equal('Response');
    const answers = detailAnswers(dialog);
    expect(answers).to.deep.include({
      'Full name': 'Alan Turing',
      Email: 'alan@example.com',
      Plan: 'No answer',
      Notes: 'No answer',
    });
    expect(answers.Attachment).to.include('cv.txt');
    const meta = dialog.querySelector('.fw-responses__meta')?.textContent ?? '';
    expect(meta).to.include('Form version').and.include('Version 1');
    // The save the answers were judged against, recorded by the server with each submission.
    expect(meta).to.match(/Form revision\d+/);
    expect(meta).to.include('Submitted');
    expect(dialog.querySelector('time')?.getAttribute('dateTime')).to.match(/^\d{4}-\d\d-\d\dT/);
    await expectNoAxeViolations(el);

    const capture = captureDownloads();
    try {
      buttonIn(dialog, 'Download cv.txt').click();
      await until(() => capture.downloads.length === 1, 'no file download');
      expect(capture.downloads[0]?.fileName).to.equal('cv.txt');
      expect(await capture.downloads[0]?.text()).to.equal('hello from Alan');
    } finally {
      capture.restore();
    }

    await sendKeys({ press: 'Escape' });
    await until(
      () => !el.shadowRoot?.querySelector('dialog.fw-responses__detail[open]'),
      'detail still open',
    );
    await until(() => focused() === view, 'focus not back on View');
    expect(el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]')).not.to.equal(null);
  });

  it('shows an option label for the chosen value and the formula text as it was typed', async () => {
    const formId = await formWithResponses(owner);
    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    await until(() => listedRows(panel).length === 3, 'not three rows');
    buttonIn(listedRows(panel)[1] as HTMLElement, 'View').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-responses__detail[open]'), 'no detail');
    const answers = detailAnswers(openDialog(el, 'fw-responses__detail'));
    expect(answers.Plan).to.equal('Basic plan');
    expect(answers.Notes).to.equal('=1+1');
  });

  it('deletes a response only after the confirmation, from the list and from its detail', async () => {
    const formId = await formWithResponses(owner);
    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    await until(() => listedRows(panel).length === 3, 'not three rows');

    buttonIn(listedRows(panel)[2] as HTMLElement, 'Delete').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'no confirmation');
    let confirm = openDialog(el, 'fw-confirm');
    expect(confirm.textContent).to.include('Delete Response');
    expect(confirm.textContent).to.include(
      'Are you sure you want to delete this response? This action cannot be undone.',
    );
    await expectNoAxeViolations(el);
    // Cancel has the focus (a stray Enter deletes nothing) and keeps the response.
    expect(focused() === buttonIn(confirm, 'Cancel'), 'focus on Cancel').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await until(() => !el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'confirm still open');
    expect(await storedSubmissionIds(owner, formId)).to.have.length(3);

    buttonIn(listedRows(panel)[2] as HTMLElement, 'Delete').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'no confirmation');
    buttonIn(openDialog(el, 'fw-confirm'), 'Delete Response').click();
    await until(() => listedRows(panel).length === 2, 'row not removed');
    expect(rowTexts(panel).join()).not.to.include('Ada Lovelace');
    expect(await storedSubmissionIds(owner, formId)).to.have.length(2);
    await until(
      () => $$(el, '.fw-toast').some((t) => t.textContent?.includes('Response deleted')),
      'no toast',
    );
    await until(() => focused()?.textContent === 'Responses', 'focus not on the heading');

    buttonIn(listedRows(panel)[0] as HTMLElement, 'View').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-responses__detail[open]'), 'no detail');
    buttonIn(openDialog(el, 'fw-responses__detail'), 'Delete Response').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'no confirmation');
    confirm = openDialog(el, 'fw-confirm');
    buttonIn(confirm, 'Delete Response').click();
    await until(() => listedRows(panel).length === 1, 'row not removed');
    expect(el.shadowRoot?.querySelector('dialog.fw-responses__detail[open]')).to.equal(null);
    expect(rowTexts(panel)[0]).to.include('Grace Hopper');
  });

  it('exports CSV with the UTF-8 byte order mark and formulas neutralised, and JSON', async () => {
    const formId = await formWithResponses(owner);
    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    const capture = captureDownloads();
    try {
      buttonIn(panel, 'Export CSV').click();
      await until(() => capture.downloads.length === 1, 'no CSV download');
      const csv = capture.downloads[0];
      // Named after the form's description ('Signup') and the UTC day.
      const day = new Date().toISOString().slice(0, 10);
      expect(csv?.fileName).to.equal(`signup-responses-${day}.csv`);
      const bytes = new Uint8Array(await (csv as { blob: Blob }).blob.arrayBuffer());
      expect([...bytes.slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
      const text = (await csv?.text()) ?? '';
      const [header, ...lines] = text.trimEnd().split('\r\n');
      expect(header).to.equal(
        'Full name,Email,Plan,Notes,Attachment,Submission ID,Submitted at (UTC),Form version,Form revision',
      );
      expect(lines).to.have.length(3);
      expect(text).to.include(",'=1+1,");
      expect(text).not.to.match(/,=1\+1/);
      // What the list shows: the option's label, the file's name, the version's number.
      expect(lines[0]).to.match(/^Ada Lovelace,ada@example\.com,Pro plan,First!,,[0-9a-f-]{36},\S+Z,1,\d+$/);
      expect(lines[2]).to.match(/^Alan Turing,alan@example\.com,,,cv\.txt,/);

      buttonIn(panel, 'Export JSON').click();
      await until(() => capture.downloads.length === 2, 'no JSON download');
      expect(capture.downloads[1]?.fileName).to.equal(`signup-responses-${day}.json`);
      const rows = JSON.parse((await capture.downloads[1]?.text()) ?? '') as {
        values: { full_name?: string };
      }[];
      expect(rows.map((row) => row.values.full_name)).to.deep.equal([
        'Ada Lovelace',
        'Grace Hopper',
        'Alan Turing',
      ]);
    } finally {
      capture.restore();
    }
    await until(() => $$(el, '.fw-toast').some((t) => t.textContent?.includes('Export ready')), 'no toast');
  });

  it('keeps focus on the Export button pressed, while and after the file is made', async () => {
    const formId = await formWithResponses(owner);
    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    const capture = captureDownloads();
    const original = globalThis.fetch;
    try {
      const csv = buttonIn(panel, 'Export CSV');
      csv.focus();
      csv.click();
      await until(() => capture.downloads.length === 1, 'no CSV download');
      await until(() => buttonIn(panel, 'Export CSV').textContent === 'Export CSV', 'export never ended');
      expect(focused() === buttonIn(panel, 'Export CSV'), 'focus stays on Export CSV').to.equal(true);
      // A second press while the file is made exports once. The export's answer is held until both
      // presses are in: a fast server would otherwise finish between them.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let exports = 0;
      globalThis.fetch = async (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (!url.includes('/submissions/export')) return original(input, init);
        exports += 1;
        await held;
        return original(input, init);
      };
      const json = buttonIn(panel, 'Export JSON');
      json.focus();
      json.click();
      await until(() => exports === 1, 'the JSON export never started');
      json.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await until(() => capture.downloads.length === 2, 'no JSON download');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(exports).to.equal(1);
      expect(capture.downloads).to.have.length(2);
      expect(focused() === buttonIn(panel, 'Export JSON'), 'focus stays on Export JSON').to.equal(true);
    } finally {
      globalThis.fetch = original;
      capture.restore();
    }
  });

  it('lets a viewer read and export the responses but not delete them', async () => {
    const formId = await formWithResponses(owner);
    await shareForm(owner, formId, 'viewer', 'viewer');
    const el = await mountOn(await signIn('viewer', 'viewer1234'), formId);
    const panel = await openResponses(el);
    await until(() => listedRows(panel).length === 3, 'not three rows');
    expect(panel.querySelectorAll('button[aria-label^="Delete"]')).to.have.length(0);
    buttonIn(listedRows(panel)[0] as HTMLElement, 'View').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-responses__detail[open]'), 'no detail');
    const dialog = openDialog(el, 'fw-responses__detail');
    expect(detailAnswers(dialog)['Full name']).to.equal('Alan Turing');
    expect(() => buttonIn(dialog, 'Delete Response')).to.throw('no button');
    expect(buttonIn(panel, 'Export CSV').disabled).to.equal(false);
    await expectNoAxeViolations(el);
  });

  it('shows views, starts, completions and drop-off per page beside the responses with analytics on', async () => {
    const pages = [
      ['f_name', 'email', 'plan'],
      ['notes', 'doc'],
    ];
    const formId = await createForm(owner, 'Measured', formSchema({ enableAnalytics: true }, pages));
    await publish(owner, formId);
    for (let i = 0; i < 3; i++) await postEvent(TENANT, formId, { type: 'view' });
    for (let i = 0; i < 2; i++) await postEvent(TENANT, formId, { type: 'start' });
    for (let i = 0; i < 2; i++) await postEvent(TENANT, formId, { type: 'page', page: 0 });
    await postEvent(TENANT, formId, { type: 'page', page: 1 });
    await submitPublic(TENANT, formId, { full_name: 'Ada Lovelace', email: 'ada@example.com' });

    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    const aside = () => panel.querySelector<HTMLElement>('aside.fw-responses__analytics');
    await until(() => aside()?.querySelector('[data-stat="views"] dd'), 'no analytics');
    const stat = (name: string) => aside()?.querySelector(`[data-stat="${name}"]`)?.textContent;
    expect(aside()?.querySelector('h4')?.textContent).to.equal('Analytics');
    expect(stat('views')).to.equal('Views3');
    expect(stat('starts')).to.equal('Starts2');
    expect(stat('completions')).to.equal('Completions1');
    const dropOff = [...(aside()?.querySelectorAll('table tbody tr') ?? [])].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(dropOff).to.deep.equal([
      ['Page 1', '2', '1'],
      ['Page 2', '1', '0'],
    ]);
    expect(aside()?.querySelector('caption')?.textContent).to.equal('Drop-off per page');
    await expectNoAxeViolations(el);
    // In a narrow panel the column headers keep their words whole (they broke into 'Reach' / 'ed').
    aside()!.style.width = '150px';
    const lines = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    const headers = [...(aside()?.querySelectorAll('table thead th') ?? [])];
    expect(headers.map((th) => [th.textContent, lines(th)])).to.deep.equal([
      ['Page', 1],
      ['Reached', 1],
      ['Dropped', 1],
    ]);
  });

  it('shows no analytics summary when the form does not collect analytics', async () => {
    const formId = await formWithResponses(owner);
    const el = await mountOn(owner, formId);
    const panel = await openResponses(el);
    expect(panel.querySelector('aside.fw-responses__analytics')).to.equal(null);
    expect(panel.textContent).not.to.include(RESPONSES_TEXTS.analyticsHeading);
  });
});

describe('responses view (as the dashboard mounts it)', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(async () => {
    resetBrowserState();
    await unmountAll();
  });

  function mountView(props: Partial<ResponsesViewProps> & { formId: string }) {
    return mountUi(
      createElement(ResponsesView, {
        client: clientFor(owner),
        schema: formSchema(),
        role: 'owner',
        headingLevel: 2,
        ...props,
      }),
    );
  }

  it('pages through the responses newest first, with the keyboard, and changes the page size', async () => {
    const formId = await createForm(owner, 'Paged', formSchema());
    await publish(owner, formId);
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      await submitPublic(TENANT, formId, { full_name: name });
    }
    const { root } = await mountView({ formId, pageSize: 2 });
    await until(() => listedRows(root).length === 2, 'first page not shown');
    expect(rowNames(root)).to.deep.equal(['Five', 'Four']);
    expect(root.textContent).to.include('Page 1 of 3');
    expect(listStatus(root)).to.equal('Showing 1–2 of 5 responses');
    const previous = buttonIn(root, 'Previous');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');

    const next = buttonIn(root, 'Next');
    next.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => root.textContent?.includes('Page 2 of 3'), 'not on page 2');
    await until(() => listStatus(root) === 'Showing 3–4 of 5 responses', 'page 2 not loaded');
    expect(rowNames(root)).to.deep.equal(['Three', 'Two']);
    await sendKeys({ press: 'Enter' });
    await until(() => listStatus(root) === 'Showing 5–5 of 5 responses', 'page 3 not loaded');
    expect(rowNames(root)).to.deep.equal(['One']);
    // The last page: Next says it is unavailable but keeps the focus.
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    expect(focused() === next, 'focus stays on Next').to.equal(true);
    await sendKeys({ press: 'Enter' });
    expect(root.textContent).to.include('Page 3 of 3');
    await expectNoAxeViolations(root.host);

    choose(inputIn<HTMLSelectElement>(root, 'Responses per page'), '10');
    await until(() => listedRows(root).length === 5, 'page size not applied');
    expect(root.textContent).to.include('Page 1 of 1');
    expect(root.querySelector('h2')?.textContent).to.equal('Responses');
  });

  it('lists the oldest responses first when asked, starting again from page 1', async () => {
    const formId = await createForm(owner, 'Ordered', formSchema());
    await publish(owner, formId);
    for (const name of ['One', 'Two', 'Three']) await submitPublic(TENANT, formId, { full_name: name });
    const { root } = await mountView({ formId, pageSize: 2 });
    await until(() => listStatus(root) === 'Showing 1–2 of 3 responses', 'first page not shown');
    buttonIn(root, 'Next').click();
    await until(() => listStatus(root) === 'Showing 3–3 of 3 responses', 'page 2 not loaded');
    const order = inputIn<HTMLSelectElement>(root, 'Order');
    expect([...order.options].map((option) => option.textContent)).to.deep.equal([
      'Newest first',
      'Oldest first',
    ]);
    choose(order, 'oldest');
    await until(() => listStatus(root) === 'Showing 1–2 of 3 responses', 'not back on page 1');
    await until(() => rowNames(root).join() === 'One,Two', 'not oldest first');
    expect(root.textContent).to.include('Page 1 of 2');
    await expectNoAxeViolations(root.host);
  });

  it('shows the loading state, then the failure with Try again', async () => {
    const formId = await createForm(owner, 'Held', formSchema());
    const held = holdCalls();
    try {
      const { root } = await mountView({ formId });
      expect(listStatus(root)).to.equal('Loading responses...');
      expect(root.querySelector('.fw-responses__body')?.getAttribute('data-state')).to.equal('loading');
      await expectNoAxeViolations(root.host);
      held.release();
      await until(() => root.textContent?.includes('No responses yet'), 'never loaded');
    } finally {
      held.restore();
    }

    const missing = '00000000-0000-4000-8000-000000000000';
    const { root } = await mountView({ formId: missing });
    await until(() => root.querySelector('[role="alert"]'), 'no failure shown');
    expect(root.querySelector('[role="alert"]')?.textContent).to.include(
      'Failed to load responses: Form not found',
    );
    await expectNoAxeViolations(root.host);
    const again = holdCalls();
    try {
      buttonIn(root, 'Try again').click();
      await until(() => listStatus(root) === 'Loading responses...', 'Try again did not load again');
      expect(root.querySelector('[role="alert"]')).to.equal(null);
      again.release();
      await until(() => root.querySelector('[role="alert"]'), 'retry did not fail again');
    } finally {
      again.restore();
    }
  });

  it("shows a renamed field's older answers once, in reading order, and removed fields by their saved label", async () => {
    const referral = 'field_1732623112345_k3j9x0abc';
    const launched = schemaWith([
      { id: 'f_name', name: 'full_name', type: 'text', label: 'Full name' },
      { id: 'email', type: 'email', label: 'Email' },
      { id: referral, type: 'text', label: 'Referral code' },
    ]);
    const formId = await createForm(owner, 'Changed', launched);
    await publish(owner, formId);
    await saveVersion(owner, formId, 'Launch');
    await submitPublic(TENANT, formId, {
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      [referral]: 'REF-1',
    });
    // Since then the name became fullname, Email was dragged above it and the referral field removed.
    const now = schemaWith(
      [
        { id: 'f_name', name: 'fullname', type: 'text', label: 'Full name' },
        { id: 'email', type: 'email', label: 'Email' },
      ],
      [['email', 'f_name']],
    );
    const { root } = await mountView({ formId, schema: now });
    await until(() => listedRows(root).length === 1, 'response not listed');
    const summary = () =>
      [...listedRows(root)[0]!.querySelectorAll('.fw-responses__summary li')].map((item) => item.textContent);
    // The removed field's label comes with the form's versions, read beside the list.
    await until(() => summary().includes('Referral code: REF-1'), 'removed field not labelled');
    expect(summary()).to.deep.equal([
      'Email: ada@example.com',
      'Full name: Ada Lovelace',
      'Referral code: REF-1',
    ]);

    buttonIn(listedRows(root)[0] as HTMLElement, 'View').click();
    await until(() => root.querySelector('dialog.fw-responses__detail[open]'), 'no detail');
    const dialog = root.querySelector('dialog.fw-responses__detail[open]') as HTMLDialogElement;
    const labels = [...dialog.querySelectorAll('.fw-responses__answers dt')].map((term) => term.textContent);
    expect(labels).to.deep.equal(['Email', 'Full name', 'Referral code']);
    expect(detailAnswers(dialog)['Full name']).to.equal('Ada Lovelace');
  });

  it('says which time zone the times are in, in the list and the detail', async () => {
    const formId = await createForm(owner, 'Timed', formSchema());
    await publish(owner, formId);
    await submitPublic(TENANT, formId, { full_name: 'Ada Lovelace' });
    const { root } = await mountView({ formId });
    await until(() => listedRows(root).length === 1, 'response not listed');
    const zoned =
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d [AP]M (UTC|GMT[+-]\d{1,2}(:\d\d)?|[A-Z]{2,5})$/;
    expect(listedRows(root)[0]?.querySelector('time')?.textContent).to.match(zoned);
    buttonIn(listedRows(root)[0] as HTMLElement, 'View').click();
    await until(() => root.querySelector('dialog.fw-responses__detail[open]'), 'no detail');
    const meta = root.querySelector('dialog.fw-responses__detail[open] .fw-responses__meta time');
    expect(meta?.textContent).to.match(zoned);
  });

  it('reports results inline without a host notifier, and refreshes to show new responses', async () => {
    const formId = await createForm(owner, 'Inline', formSchema());
    await publish(owner, formId);
    const { root } = await mountView({ formId });
    await until(() => root.textContent?.includes('No responses yet'), 'never loaded');
    await submitPublic(TENANT, formId, { full_name: 'Late Comer' });
    buttonIn(root, 'Refresh').click();
    await until(() => listedRows(root).length === 1, 'refresh did not load the new response');
    buttonIn(listedRows(root)[0] as HTMLElement, 'Delete').click();
    await until(() => root.querySelector('dialog.fw-confirm[open]'), 'no confirmation');
    buttonIn(root.querySelector('dialog.fw-confirm[open]') as HTMLElement, 'Delete Response').click();
    await until(() => root.textContent?.includes('No responses yet'), 'not deleted');
    expect(root.querySelector('.fw-responses__alert--success[role="status"]')?.textContent).to.include(
      'Response deleted',
    );
  });
});
