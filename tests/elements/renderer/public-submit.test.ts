import { expect, waitUntil } from '@open-wc/testing';
import type { FwEvent } from '../../../elements/index';
import { resetSessionsForTests } from '../../../src/store/session';
import {
  clientFor,
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
  loseSubmissionAnswers,
  record,
  statusOf,
  typeInto,
  visitorRenderer,
} from './support/public';
import {
  button,
  errorsOf,
  fieldBox,
  inShadow,
  schemaOf,
  setControlValue,
  textOf,
  touch,
  within,
} from './support/render';

// <form-renderer> with a form-id and no submitHandler submits to the real server's public route (#8).

const signup = (settings: Record<string, unknown> = {}, emailRequired = false) =>
  schemaOf(
    [
      { id: 'name', type: 'text', label: 'Your name', required: true },
      { id: 'email', type: 'email', label: 'E-mail address', required: emailRequired },
    ],
    { settings: { successMessage: 'Thanks for telling us.', ...settings } },
  );

describe('<form-renderer> submitting to the public route', () => {
  let demo: SignedIn;

  before(async () => {
    demo = await signIn('demo', 'demo1234');
  });
  beforeEach(() => resetSessionsForTests());

  it('loads a published form without a token, submits it by default and the owner reads the answers', async () => {
    const id = await createPublishedForm(demo, 'Public signup', signup());
    const el = await visitorRenderer(id);
    const submitted = record(el, 'fw-submitted');
    await typeInto(el, 'name', 'Grace Hopper');
    await typeInto(el, 'email', 'grace@example.com');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success', `never succeeded: ${textOf(el)}`);
    expect(inShadow(el, '[role="status"]')?.textContent).to.equal('Thanks for telling us.');

    const stored = await submissionsOf(demo, id);
    expect(stored).to.have.length(1);
    expect(stored[0]?.values).to.deep.equal({ name: 'Grace Hopper', email: 'grace@example.com' });
    expect(submitted.map((event) => event.detail.submissionId)).to.deep.equal([stored[0]?.id]);
  });

  it("shows the server's 422 field errors next to the fields and focuses the first", async () => {
    // The page holds an older copy of the form; the server judges by the published one, where the
    // e-mail address became required.
    const id = await createPublishedForm(demo, 'Public signup, e-mail required', signup({}, true));
    const el = await visitorRenderer(id, { schema: signup() });
    const errors = record(el, 'fw-error');
    await typeInto(el, 'name', 'Ada');
    expect(await el.submit()).to.deep.equal({
      success: false,
      message: 'Please correct the highlighted fields',
      fieldErrors: { email: 'E-mail address is required' },
    });
    await waitUntil(() => errorsOf(el, 'email').length > 0);
    expect(errorsOf(el, 'email')).to.deep.equal(['E-mail address is required']);
    expect(within(el, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot?.activeElement).to.equal(within(el, 'email'));
    expect(alertText(el)).to.equal('Please correct the highlighted fields');
    expect(errors.map((event) => event.detail)).to.deep.equal([
      { code: 'submit_rejected', message: 'Please correct the highlighted fields' },
    ]);
    expect(await submissionsOf(demo, id)).to.have.length(0);

    // Leaving the field keeps the server's word: the renderer's own checks find nothing wrong there.
    touch(within(el, 'email'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(errorsOf(el, 'email')).to.deep.equal(['E-mail address is required']);
    expect(alertText(el)).to.equal('Please correct the highlighted fields');

    // Typing again clears the server's word: the renderer judges the field itself from then on.
    await typeInto(el, 'email', 'ada@example.com');
    await waitUntil(() => errorsOf(el, 'email').length === 0);
    expect((await el.submit()).success).to.equal(true);
    expect(await submissionsOf(demo, id)).to.have.length(1);
  });

  it("lands on the table cell a 422 names, marked invalid, with the server's message", async () => {
    const people = (emailRequired: boolean) =>
      schemaOf([
        {
          id: 'team',
          type: 'table',
          label: 'Team',
          tableConfig: {
            columns: [
              { id: 'name', label: 'Name', type: 'text' },
              { id: 'email', label: 'Email', type: 'email', required: emailRequired },
            ],
            rows: 2,
            minRows: 1,
            maxRows: 5,
          } as never,
        },
      ]);
    // The page holds an older copy; the published form requires every member's e-mail address.
    const id = await createPublishedForm(demo, 'Team signup, e-mail required', people(true));
    const el = await visitorRenderer(id, { schema: people(false) });
    const cell = (name: string) => within(el, 'team', `[aria-label="${name}"]`);
    await typeInto(el, 'team', 'Ada');
    setControlValue(cell('Email, row 1'), 'ada@example.com');
    setControlValue(cell('Name, row 2'), 'Grace');
    await waitUntil(() => cell('Name, row 2').value === 'Grace');
    expect(await el.submit()).to.deep.equal({
      success: false,
      message: 'Please correct the highlighted fields',
      fieldErrors: { team: 'Row 2: Email is required' },
    });
    await waitUntil(
      () => cell('Email, row 2').getAttribute('aria-invalid') === 'true',
      'the cell is not marked',
    );
    expect(errorsOf(el, 'team')).to.deep.equal(['Row 2: Email is required']);
    expect(cell('Name, row 1').hasAttribute('aria-invalid')).to.equal(false);
    await waitUntil(
      () => el.shadowRoot?.activeElement === cell('Email, row 2'),
      `focus is on ${el.shadowRoot?.activeElement?.getAttribute('aria-label')}, not the cell the server named`,
    );
  });

  it("drops the 422's alert once its page-1 field is fixed, and shows none on page 2", async () => {
    const twoPages = (emailRequired: boolean) =>
      schemaOf(
        [
          { id: 'email', type: 'email', label: 'E-mail address', required: emailRequired },
          { id: 'note', type: 'text', label: 'Note' },
        ],
        {
          pages: [
            { id: 'p1', description: '', field_ids: ['email'] },
            { id: 'p2', description: '', field_ids: ['note'] },
          ],
        },
      );
    const indicator = () => inShadow(el, '.fw-pages__indicator')?.textContent;
    // The page holds an older copy of the form; the published one requires the e-mail address on page 1.
    const id = await createPublishedForm(demo, 'Two-page signup, e-mail required', twoPages(true));
    const el = await visitorRenderer(id, { schema: twoPages(false) });
    button(el, 'Next').click();
    await waitUntil(() => indicator() === 'Page 2 of 2');
    await typeInto(el, 'note', 'Hello');
    button(el, 'Submit').click();
    await waitUntil(() => indicator() === 'Page 1 of 2', 'the 422 did not turn back to its field');
    await waitUntil(() => errorsOf(el, 'email').length > 0);
    expect(alertText(el)).to.equal('Please correct the highlighted fields');

    // Fixed: nothing is highlighted any more, and the alert that spoke of it goes.
    await typeInto(el, 'email', 'ada@example.com');
    await waitUntil(() => errorsOf(el, 'email').length === 0);
    await waitUntil(() => alertText(el) === '', 'the alert stayed after the field was fixed');
    button(el, 'Next').click();
    await waitUntil(() => indicator() === 'Page 2 of 2');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(alertText(el)).to.equal('');
    expect(inShadow(el, '[aria-invalid="true"]')).to.equal(null);

    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success', `never succeeded: ${textOf(el)}`);
    expect(await submissionsOf(demo, id)).to.have.length(1);
  });

  it("cannot load or submit an unpublished form: 'Error loading form: …' and a failure message", async () => {
    const id = await createForm(demo, 'Never published', signup());
    let loadErrors: FwEvent<'fw-error'>[] = [];
    const loaded = await visitorRenderer(id, {
      wait: false,
      before: (el) => {
        loadErrors = record(el, 'fw-error');
      },
    });
    await waitUntil(() => alertText(loaded) !== '', 'no error shown', { timeout: 10_000 });
    expect(alertText(loaded)).to.equal('Error loading form: This form is not published or does not exist');
    expect(loadErrors.map((event) => event.detail.code)).to.deep.equal(['load_failed']);
    loaded.remove();

    const held = await visitorRenderer(id, { schema: signup() });
    await typeInto(held, 'name', 'Ada');
    button(held, 'Submit').click();
    await waitUntil(() => statusOf(held) === 'failure');
    expect(alertText(held)).to.equal('This form is not published or does not exist');
    expect(within(held, 'name').value).to.equal('Ada');
    expect(await submissionsOf(demo, id)).to.have.length(0);
  });

  it('sends a retry with the same Idempotency-Key, so answers whose reply was lost are stored once', async () => {
    const id = await createPublishedForm(demo, 'Lossy network signup', signup());
    const el = await visitorRenderer(id);
    const submitted = record(el, 'fw-submitted');
    await typeInto(el, 'name', 'Ada');
    // The first POST and both automatic retries reach the server; none of their answers arrive.
    const tap = loseSubmissionAnswers(3);
    try {
      button(el, 'Submit').click();
      await waitUntil(() => statusOf(el) === 'failure', 'never failed', { timeout: 8_000 });
      expect(alertText(el)).to.equal('An error occurred while submitting the form');
      expect(tap.keys).to.have.length(3);

      // The visitor tries again with the same answers: the server answers with what it stored.
      button(el, 'Submit').click();
      await waitUntil(() => statusOf(el) === 'success', `never succeeded: ${textOf(el)}`);
    } finally {
      tap.restore();
    }
    expect(tap.keys).to.have.length(4);
    expect(new Set(tap.keys).size).to.equal(1);
    expect(tap.keys[0]).to.match(/^fw-[0-9a-f]{32}$/);
    const stored = await submissionsOf(demo, id);
    expect(stored).to.have.length(1);
    expect(submitted.map((event) => event.detail.submissionId)).to.deep.equal([stored[0]?.id]);
  });

  it('uses a new Idempotency-Key once the answers changed', async () => {
    const id = await createPublishedForm(demo, 'Changed answers signup', signup());
    const el = await visitorRenderer(id);
    await typeInto(el, 'name', 'Ada');
    const tap = loseSubmissionAnswers(3);
    try {
      button(el, 'Submit').click();
      await waitUntil(() => statusOf(el) === 'failure', 'never failed', { timeout: 8_000 });
      await typeInto(el, 'name', 'Ada Lovelace');
      button(el, 'Submit').click();
      await waitUntil(() => statusOf(el) === 'success');
    } finally {
      tap.restore();
    }
    expect(new Set(tap.keys).size).to.equal(2);
    const names = (await submissionsOf(demo, id)).map((submission) => submission.values.name);
    expect(names).to.have.members(['Ada', 'Ada Lovelace']);
  });

  it('shows a 429 as the failure message', async () => {
    const id = await createPublishedForm(demo, 'Busy signup', signup());
    const el = await visitorRenderer(id);
    // The server allows ten submissions a minute per address and form.
    for (let n = 0; n < 10; n += 1) {
      const response = await fetch(`${publicFormUrl('demo', id)}/submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ values: { name: `Visitor ${n}` } }),
      });
      expect(response.status).to.equal(201);
    }
    await typeInto(el, 'name', 'One too many');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'failure');
    expect(alertText(el)).to.equal('Too many submissions. Please wait a minute and try again.');
    expect(within(el, 'name').value).to.equal('One too many');
  });

  it("shows its own message, never a gateway's HTML error page, and short plain text as it is", async () => {
    const id = await createPublishedForm(demo, 'Signup behind a proxy', signup());
    const el = await visitorRenderer(id);
    const errors = record(el, 'fw-error');
    await typeInto(el, 'name', 'Ada');
    const isSubmission = (url: string, method: string) => method === 'POST' && url.endsWith('/submissions');
    const gateway = fakeAnswers(isSubmission, gatewayErrorPage);
    try {
      button(el, 'Submit').click();
      await waitUntil(() => statusOf(el) === 'failure', 'never failed');
    } finally {
      gateway.restore();
    }
    expect(alertText(el)).to.equal('An error occurred while submitting the form');
    expect(errors.map((event) => event.detail)).to.deep.equal([
      { code: 'submit_rejected', message: 'An error occurred while submitting the form' },
    ]);
    expect(textOf(el)).to.not.contain('<html>');

    // A short plain-text answer is a sentence meant for people: shown as it is.
    const plain = fakeAnswers(
      isSubmission,
      () =>
        new Response('Down for maintenance until 14:00', {
          status: 503,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        }),
    );
    try {
      button(el, 'Submit').click();
      await waitUntil(() => alertText(el) === 'Down for maintenance until 14:00', `alert: ${alertText(el)}`);
    } finally {
      plain.restore();
    }
    expect(within(el, 'name').value).to.equal('Ada');
    expect(await submissionsOf(demo, id)).to.have.length(0);
  });

  it('uploads the chosen files first and the submission links them', async () => {
    const schema = schemaOf([
      { id: 'name', type: 'text', label: 'Your name' },
      { id: 'cv', name: 'resume', type: 'file', label: 'Your CV', required: true },
    ]);
    const id = await createPublishedForm(demo, 'Job application', schema);
    const el = await visitorRenderer(id);
    await typeInto(el, 'name', 'Ada');
    chooseFiles(el, 'cv', [new File(['hello world'], 'cv.txt', { type: 'text/plain' })]);
    await waitUntil(() => fieldBox(el, 'cv').textContent?.includes('cv.txt'));
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success', `never succeeded: ${textOf(el)}`);

    const [stored] = await submissionsOf(demo, id);
    expect(stored?.files.map(({ name, size, type }) => ({ name, size, type }))).to.deep.equal([
      { name: 'cv.txt', size: 11, type: 'text/plain' },
    ]);
    const fileId = stored?.files[0]?.id;
    expect(stored?.values.resume).to.deep.equal([
      { id: fileId, name: 'cv.txt', size: 11, type: 'text/plain' },
    ]);
    expect(stored?.values.cv).to.deep.equal(stored?.values.resume);
  });

  it('answers a retried submission with files with the first one, uploading nothing again', async () => {
    const schema = schemaOf([{ id: 'cv', type: 'file', label: 'Your CV' }]);
    const id = await createPublishedForm(demo, 'Job application, lossy network', schema);
    const el = await visitorRenderer(id);
    chooseFiles(el, 'cv', [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })]);
    await waitUntil(() => fieldBox(el, 'cv').textContent?.includes('cv.pdf'));
    const tap = loseSubmissionAnswers(1);
    try {
      button(el, 'Submit').click();
      await waitUntil(() => statusOf(el) === 'success', `never succeeded: ${textOf(el)}`, { timeout: 8_000 });
    } finally {
      tap.restore();
    }
    expect(tap.keys).to.have.length(2);
    const stored = await submissionsOf(demo, id);
    expect(stored).to.have.length(1);
    expect(stored[0]?.files.map((file) => file.name)).to.deep.equal(['cv.pdf']);
  });

  it("uploads a zip Chrome on Windows calls 'application/x-zip-compressed' and a .docx without a type", async () => {
    const schema = schemaOf([
      { id: 'cv', type: 'file', label: 'Your CV' },
      { id: 'code', type: 'file', label: 'Your code' },
    ]);
    const id = await createPublishedForm(demo, 'Job application, Windows', schema);
    const el = await visitorRenderer(id);
    chooseFiles(el, 'cv', [new File(['PK docx'], 'cv.docx', { type: '' })]);
    chooseFiles(el, 'code', [new File(['PK zip'], 'code.zip', { type: 'application/x-zip-compressed' })]);
    await waitUntil(() => fieldBox(el, 'code').textContent?.includes('code.zip'));
    expect([...errorsOf(el, 'cv'), ...errorsOf(el, 'code')]).to.deep.equal([]);
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success', `never succeeded: ${textOf(el)}`);
    const [stored] = await submissionsOf(demo, id);
    expect(stored?.files.map(({ name, type }) => ({ name, type }))).to.have.deep.members([
      { name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { name: 'code.zip', type: 'application/zip' },
    ]);
  });

  it('refuses a file of a type the server does not take as soon as it is chosen, uploading nothing', async () => {
    const schema = schemaOf([{ id: 'cv', type: 'file', label: 'Your CV' }]);
    const id = await createPublishedForm(demo, 'Job application, strict', schema);
    const el = await visitorRenderer(id);
    chooseFiles(el, 'cv', [new File(['<p>hi</p>'], 'cv.html', { type: 'text/html' })]);
    await waitUntil(() => errorsOf(el, 'cv').length > 0, 'no error when the file was chosen');
    expect(errorsOf(el, 'cv')).to.deep.equal([
      "Files of type 'text/html' are not allowed. Accepted: PDF, PNG, JPG, GIF, WEBP, TXT, CSV, JSON, ZIP, DOC, DOCX, XLS, XLSX, ODT, ODS",
    ]);
    expect((await el.submit()).message).to.equal('Please correct the highlighted fields');
    expect(await submissionsOf(demo, id)).to.have.length(0);
  });

  it("shows a refused upload's reason at its file field", async () => {
    // The author takes the file field out of the published form while a visitor fills it in.
    const schema = schemaOf([{ id: 'cv', type: 'file', label: 'Your CV' }]);
    const id = await createPublishedForm(demo, 'Job application, changed meanwhile', schema);
    const el = await visitorRenderer(id);
    await clientFor(demo).request('PUT', `/api/v1/forms/${id}`, {
      body: { schema_data: schemaOf([{ id: 'name', type: 'text', label: 'Your name' }]) },
    });
    const scan = new File(['%PDF-1.4 scan'], 'scan.pdf', { type: 'application/pdf' });
    chooseFiles(el, 'cv', [scan]);
    await waitUntil(() => fieldBox(el, 'cv').textContent?.includes('scan.pdf'));
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'failure');
    const reason =
      'This form has no such file field (it may have changed since it was opened): reload the form and try again';
    expect(errorsOf(el, 'cv')).to.deep.equal([reason]);
    expect(alertText(el)).to.equal('Please correct the highlighted fields');
    // Tabbing away from the picker keeps the reason beside it.
    touch(within(el, 'cv'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(errorsOf(el, 'cv')).to.deep.equal([reason]);
    expect(await submissionsOf(demo, id)).to.have.length(0);
  });

  it('leaves the answers to a host submitHandler when there is one', async () => {
    const id = await createPublishedForm(demo, 'Host handled signup', signup());
    const el = await visitorRenderer(id);
    const seen: unknown[] = [];
    el.submitHandler = async (payload) => {
      seen.push(payload);
      return { success: true, submissionId: 'host-1' };
    };
    await typeInto(el, 'name', 'Ada');
    expect(await el.submit()).to.deep.equal({
      success: true,
      submissionId: 'host-1',
      message: 'Thanks for telling us.',
    });
    expect(seen).to.deep.equal([{ name: 'Ada', email: '' }]);
    expect(await submissionsOf(demo, id)).to.have.length(0);
  });
});
