import { expect, waitUntil } from '@open-wc/testing';
import type { FormRendererElement, FwEvent } from '../../../elements/index';
import { resetSessionsForTests } from '../../../src/store/session';
import { expectNoAxeViolations } from '../support/axe';
import {
  createForm,
  createPublishedForm,
  publicFormUrl,
  type SignedIn,
  signIn,
  submissionsOf,
} from './support/api';
import {
  alertText,
  chooseFiles,
  fakeAnswers,
  gatewayErrorPage,
  offline,
  record,
  statusOf,
  typeInto,
  visitorRenderer,
} from './support/public';
import {
  allInShadow,
  button,
  fieldBox,
  inShadow,
  renderForm,
  schemaOf,
  setControlValue,
  textOf,
  within,
} from './support/render';

// Save and resume (settings.allowDrafts) against the real server: the renderer's Save draft button keeps
// the answers and page on the server and gives a resume link; `draft` brings them back.

const application = (settings: Record<string, unknown> = { allowDrafts: true }) =>
  schemaOf(
    [
      { id: 'name', type: 'text', label: 'Your name', required: true },
      {
        id: 'topic',
        type: 'select',
        label: 'Topic',
        options: [
          { label: 'Product', value: 'product' },
          { label: 'Billing', value: 'billing' },
        ],
      },
      { id: 'details', type: 'textarea', label: 'Details' },
      { id: 'cv', type: 'file', label: 'Your CV' },
    ],
    {
      pages: [
        { id: 'page_1', description: 'About you', field_ids: ['name', 'topic'] },
        { id: 'page_2', description: 'Your question', field_ids: ['details', 'cv'] },
      ],
      settings: { successMessage: 'Application received.', ...settings },
    },
  );

const indicator = (el: Element) => inShadow(el, '.fw-pages__indicator')?.textContent;
const draftLink = (el: Element) => inShadow<HTMLInputElement>(el, '.fw-draft__link')?.value ?? '';
const tokenOf = (link: string) => new URL(link).searchParams.get('fw-draft') ?? '';

async function toPageTwo(el: FormRendererElement): Promise<void> {
  button(el, 'Next').click();
  await waitUntil(() => indicator(el) === 'Page 2 of 2', 'never reached page 2');
}

async function saveDraft(el: FormRendererElement, saved: FwEvent<'fw-draft-saved'>[]): Promise<void> {
  const before = saved.length;
  button(el, 'Save draft').click();
  await waitUntil(() => saved.length > before, `the draft was never saved: ${textOf(el)}`);
  await waitUntil(() => draftLink(el) === saved.at(-1)?.detail.resumeUrl);
}

describe('<form-renderer> drafts on the server', () => {
  let demo: SignedIn;

  before(async () => {
    demo = await signIn('demo', 'demo1234');
  });
  beforeEach(() => resetSessionsForTests());

  it('saves a draft, shows the resume link with its expiry, and `draft` restores every value and the page', async () => {
    const id = await createPublishedForm(demo, 'Long application', application());
    const el = await visitorRenderer(id);
    const saved = record(el, 'fw-draft-saved');
    await typeInto(el, 'name', 'Ada Lovelace');
    setControlValue(within<HTMLSelectElement>(el, 'topic', 'select'), 'billing');
    await toPageTwo(el);
    setControlValue(within<HTMLTextAreaElement>(el, 'details', 'textarea'), 'First thoughts');

    await saveDraft(el, saved);
    const link = draftLink(el);
    const token = tokenOf(link);
    expect(token).to.match(/^[A-Za-z0-9_-]{20,}$/);
    const expected = new URL(window.location.href);
    expected.searchParams.set('fw-draft', token);
    expect(link).to.equal(expected.href);
    const [first] = saved.map((event) => event.detail);
    expect(first).to.include({ formId: id, token, resumeUrl: link });
    const days = (Date.parse(first?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).to.be.within(29.9, 30.1);
    const panel = inShadow(el, '.fw-draft')?.textContent ?? '';
    expect(panel).to.contain('Your draft is saved. Copy this link to continue later, on any device, until');
    expect(inShadow(el, '.fw-draft label')?.textContent).to.equal('Resume link');
    await expectNoAxeViolations(el);

    // A later save updates the same draft.
    setControlValue(within<HTMLTextAreaElement>(el, 'details', 'textarea'), 'Second thoughts');
    await saveDraft(el, saved);
    expect(saved.map((event) => event.detail.token)).to.deep.equal([token, token]);

    const resumed = await visitorRenderer(id, { draft: token });
    expect(indicator(resumed)).to.equal('Page 2 of 2');
    expect(within<HTMLTextAreaElement>(resumed, 'details', 'textarea').value).to.equal('Second thoughts');
    button(resumed, 'Previous').click();
    await waitUntil(() => indicator(resumed) === 'Page 1 of 2');
    expect(within(resumed, 'name').value).to.equal('Ada Lovelace');
    expect(within<HTMLSelectElement>(resumed, 'topic', 'select').value).to.equal('billing');

    // Submitting the resumed answers stores them and deletes the draft.
    expect((await resumed.submit()).success).to.equal(true);
    const [stored] = await submissionsOf(demo, id);
    expect(stored?.values).to.include({ name: 'Ada Lovelace', topic: 'billing', details: 'Second thoughts' });
    expect((await fetch(`${publicFormUrl('demo', id)}/drafts/${token}`)).status).to.equal(404);
  });

  it('never sends a password answer with a draft: it is typed again on resume', async () => {
    const schema = schemaOf(
      [
        { id: 'name', type: 'text', label: 'Your name' },
        { id: 'pin', type: 'password', label: 'PIN' },
      ],
      { settings: { allowDrafts: true } },
    );
    const id = await createPublishedForm(demo, 'Draft with a PIN', schema);
    const el = await visitorRenderer(id);
    const saved = record(el, 'fw-draft-saved');
    await typeInto(el, 'name', 'Ada');
    await typeInto(el, 'pin', '1234');
    const original = globalThis.fetch;
    const sent: string[] = [];
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.includes('/drafts')) sent.push(await request.clone().text());
      return original(input, init);
    };
    try {
      await saveDraft(el, saved);
    } finally {
      globalThis.fetch = original;
    }
    expect(sent).to.have.length(1);
    expect(sent[0]).to.contain('"name":"Ada"').and.not.contain('1234');

    const resumed = await visitorRenderer(id, { draft: tokenOf(draftLink(el)) });
    await waitUntil(() => within(resumed, 'name').value === 'Ada', 'the draft was not resumed');
    expect(within(resumed, 'pin').value).to.equal('');
  });

  it('keeps chosen files in the draft and links them when the resumed answers are submitted', async () => {
    const id = await createPublishedForm(demo, 'Application with CV', application());
    const el = await visitorRenderer(id);
    const saved = record(el, 'fw-draft-saved');
    await typeInto(el, 'name', 'Grace');
    await toPageTwo(el);
    chooseFiles(el, 'cv', [new File(['%PDF-1.4'], 'grace.pdf', { type: 'application/pdf' })]);
    await waitUntil(() => fieldBox(el, 'cv').textContent?.includes('grace.pdf'));
    await saveDraft(el, saved);

    const resumed = await visitorRenderer(id, { draft: tokenOf(draftLink(el)) });
    expect(fieldBox(resumed, 'cv').textContent).to.contain('grace.pdf');
    expect((await resumed.submit()).success).to.equal(true);
    const [stored] = await submissionsOf(demo, id);
    expect(stored?.files.map((file) => file.name)).to.deep.equal(['grace.pdf']);
  });

  it("lets a resumed draft's uploaded file be removed, by a button that names it", async () => {
    const id = await createPublishedForm(demo, 'Application, CV changed my mind', application());
    const el = await visitorRenderer(id);
    const saved = record(el, 'fw-draft-saved');
    await typeInto(el, 'name', 'Grace');
    await toPageTwo(el);
    chooseFiles(el, 'cv', [new File(['hello world'], 'cv.txt', { type: 'text/plain' })]);
    await waitUntil(() => fieldBox(el, 'cv').textContent?.includes('cv.txt'));
    // A file just chosen is cleared in the picker itself: no button of ours.
    expect(fieldBox(el, 'cv').querySelector('button')).to.equal(null);
    await saveDraft(el, saved);

    const resumed = await visitorRenderer(id, { draft: tokenOf(draftLink(el)) });
    await waitUntil(() => fieldBox(resumed, 'cv').textContent?.includes('cv.txt (11 bytes)'));
    const changes = record(resumed, 'fw-change');
    const remove = within<HTMLButtonElement>(resumed, 'cv', 'button');
    expect(remove.getAttribute('aria-label')).to.equal('Remove cv.txt');
    remove.focus();
    remove.click();
    await waitUntil(
      () => !fieldBox(resumed, 'cv').textContent?.includes('cv.txt'),
      'the file is still listed',
    );
    expect(
      changes.map(({ detail }) => (detail.source === 'renderer' ? [detail.fieldId, detail.value] : null)),
    ).to.deep.equal([['cv', []]]);
    expect(resumed.shadowRoot?.activeElement).to.equal(within(resumed, 'cv', 'input[type="file"]'));
    await expectNoAxeViolations(resumed);

    expect((await resumed.submit()).success).to.equal(true);
    const [stored] = await submissionsOf(demo, id);
    expect(stored?.files).to.deep.equal([]);
    expect(stored?.values.cv).to.deep.equal([]);
  });

  it('brings back the name typed to sign with a resumed draft, beside the signed pad', async () => {
    const schema = schemaOf([{ id: 'sig', type: 'signature', label: 'Signature' }], {
      settings: { allowDrafts: true },
    });
    const id = await createPublishedForm(demo, 'Signed consent', schema);
    const el = await visitorRenderer(id);
    const saved = record(el, 'fw-draft-saved');
    setControlValue(within(el, 'sig', 'input[type="text"]'), 'Ada Lovelace');
    await waitUntil(() => within(el, 'sig', 'canvas').dataset.signed === 'true');
    await saveDraft(el, saved);

    const resumed = await visitorRenderer(id, { draft: tokenOf(draftLink(el)) });
    await waitUntil(
      () => within(resumed, 'sig', 'canvas').dataset.signed === 'true',
      'the signature is gone',
    );
    expect(within(resumed, 'sig', 'input[type="text"]').value).to.equal('Ada Lovelace');
  });

  it('says why an expired or unknown draft cannot be resumed, and starts the form empty', async () => {
    const id = await createPublishedForm(demo, 'Application, stale link', application());
    let errors: FwEvent<'fw-error'>[] = [];
    const el = await visitorRenderer(id, {
      draft: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      before: (renderer) => {
        errors = record(renderer, 'fw-error');
      },
    });
    await waitUntil(() => alertText(el) !== '');
    expect(alertText(el)).to.equal('This saved draft has expired or does not exist');
    expect(errors.map((event) => event.detail)).to.deep.equal([
      { code: 'draft_failed', message: 'This saved draft has expired or does not exist' },
    ]);
    expect(indicator(el)).to.equal('Page 1 of 2');
    expect(within(el, 'name').value).to.equal('');

    // Saving now starts a new draft.
    const saved = record(el, 'fw-draft-saved');
    await typeInto(el, 'name', 'Ada');
    await saveDraft(el, saved);
    expect(saved[0]?.detail.token).to.not.equal('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  });

  it('keeps focus on Save draft while and after it saves (a keyboard user is not dropped to the page)', async () => {
    const id = await createPublishedForm(demo, 'Keyboard draft', application());
    const el = await visitorRenderer(id);
    const saved = record(el, 'fw-draft-saved');
    await typeInto(el, 'name', 'Ada Lovelace');
    // The save's answer is held until the busy button has been looked at.
    const realFetch = window.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    window.fetch = async (...args) => {
      if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('/drafts')) await held;
      return realFetch(...args);
    };
    const save = button(el, 'Save draft');
    try {
      save.focus();
      save.click();
      await waitUntil(() => save.textContent === 'Saving draft...', 'the save never started');
      expect(save.getAttribute('aria-disabled')).to.equal('true');
      expect(el.shadowRoot?.activeElement === save, 'focus left Save draft while saving').to.equal(true);
      release();
      await waitUntil(() => saved.length === 1, `the draft was never saved: ${textOf(el)}`);
    } finally {
      window.fetch = realFetch;
      release();
    }
    await waitUntil(() => save.textContent === 'Save draft');
    expect(el.shadowRoot?.activeElement === save, 'focus left Save draft').to.equal(true);
  });

  it("shows the server's reason when a draft cannot be saved", async () => {
    const id = await createForm(demo, 'Application, never published', application());
    const el = await visitorRenderer(id, { schema: application() });
    const errors = record(el, 'fw-error');
    button(el, 'Save draft').click();
    await waitUntil(() => alertText(el) !== '');
    expect(alertText(el)).to.equal('This form is not published or does not exist');
    expect(errors.map((event) => event.detail.code)).to.deep.equal(['draft_failed']);
    expect(statusOf(el)).to.equal('ready');
  });

  it('says the network is down, not the browser\'s "Failed to fetch", when a draft cannot be saved or resumed', async () => {
    const network = 'Cannot reach the server. Check your connection and try again.';
    const id = await createPublishedForm(demo, 'Application on a train', application());
    const el = await visitorRenderer(id);
    const errors = record(el, 'fw-error');
    const saved = record(el, 'fw-draft-saved');
    await typeInto(el, 'name', 'Ada');
    const drafts = (url: string) => url.includes('/drafts');
    const down = fakeAnswers(drafts, offline);
    try {
      button(el, 'Save draft').click();
      await waitUntil(() => alertText(el) !== '', 'no message');
    } finally {
      down.restore();
    }
    expect(down.calls).to.equal(1);
    expect(alertText(el)).to.equal(network);
    expect(errors.map((event) => event.detail)).to.deep.equal([{ code: 'draft_failed', message: network }]);

    // A gateway's HTML page instead of an answer is not shown as markup either.
    const gateway = fakeAnswers(drafts, gatewayErrorPage);
    try {
      button(el, 'Save draft').click();
      await waitUntil(() => alertText(el) !== network, 'the message never changed');
    } finally {
      gateway.restore();
    }
    expect(alertText(el)).to.equal('The draft could not be saved. Please try again.');

    // Back online: saved; resuming it offline says the same network message.
    await saveDraft(el, saved);
    const token = tokenOf(draftLink(el));
    const again = fakeAnswers(drafts, offline);
    let resumeErrors: FwEvent<'fw-error'>[] = [];
    try {
      const resumed = await visitorRenderer(id, {
        draft: token,
        before: (renderer) => {
          resumeErrors = record(renderer, 'fw-error');
        },
      });
      await waitUntil(() => alertText(resumed) !== '', 'no message');
      expect(alertText(resumed)).to.equal(network);
      expect(resumeErrors.map((event) => event.detail)).to.deep.equal([
        { code: 'draft_failed', message: network },
      ]);
    } finally {
      again.restore();
    }
  });

  it("uses the form's own save-draft button: fw-save-draft first, and no server save when it is cancelled", async () => {
    const withButton = application({
      allowDrafts: true,
      customButtons: [
        {
          id: 'keep',
          text: 'Keep for later',
          action_type: 'saveDraft',
          style: 'secondary',
          position: 'before-submit',
          enabled: true,
        },
      ],
    });
    const id = await createPublishedForm(demo, 'Application, own button', withButton);
    const el = await visitorRenderer(id);
    expect(allInShadow(el, '[data-action="save-draft"]')).to.deep.equal([]);
    const requests = record(el, 'fw-save-draft');
    const saved = record(el, 'fw-draft-saved');
    await typeInto(el, 'name', 'Ada');

    const cancel = (event: Event) => event.preventDefault();
    el.addEventListener('fw-save-draft', cancel, { once: true });
    button(el, 'Keep for later').click();
    await waitUntil(() => requests.length === 1);
    // Give a server save time to happen if it (wrongly) would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(saved).to.deep.equal([]);

    button(el, 'Keep for later').click();
    await waitUntil(() => saved.length === 1, 'the draft was never saved');
    expect(requests.map((event) => event.detail.values.name)).to.deep.equal(['Ada', 'Ada']);
  });

  it('offers no Save draft without allowDrafts, or without a service form to keep it', async () => {
    const id = await createPublishedForm(demo, 'Application, no drafts', application({}));
    const served = await visitorRenderer(id);
    expect(allInShadow(served, '[data-action="save-draft"]')).to.deep.equal([]);

    const local = await renderForm(application());
    expect(allInShadow(local, '[data-action="save-draft"]')).to.deep.equal([]);
  });
});
