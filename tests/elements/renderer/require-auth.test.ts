import { expect, waitUntil } from '@open-wc/testing';
import { TOKEN_STORAGE_KEY } from '../../../src/model/constants';
import { getSession, resetSessionsForTests, signIn as signInSession } from '../../../src/store/session';
import { API_URL, createPublishedForm, type SignedIn, signIn, submissionsOf } from './support/api';
import { alertText, chooseFiles, record, statusOf, typeInto, visitorRenderer } from './support/public';
import { button, fieldBox, inShadow, schemaOf, textOf, within } from './support/render';

// A published form with settings.requireAuth ('Require sign-in to submit') against the real server: the
// renderer sends its submission, uploads and drafts with the session of its service and tenant, and an
// anonymous visitor is told to sign in without losing the answers.

const SIGN_IN_MESSAGE = 'Sign in to submit this form';

const membersOnly = () =>
  schemaOf(
    [
      { id: 'name', type: 'text', label: 'Your name', required: true },
      { id: 'cv', type: 'file', label: 'Your CV' },
    ],
    { settings: { successMessage: 'Thanks, member.', requireAuth: true, allowDrafts: true } },
  );

const draftLink = (el: Element) => inShadow<HTMLInputElement>(el, '.fw-draft__link')?.value ?? '';

describe('<form-renderer> and a form that requires sign-in', () => {
  let demo: SignedIn;

  before(async () => {
    demo = await signIn('demo', 'demo1234');
  });
  beforeEach(() => {
    // No session from an earlier test, in memory or in storage: each test says who is signed in.
    resetSessionsForTests();
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  });
  afterEach(() => localStorage.removeItem(TOKEN_STORAGE_KEY));

  it('tells an anonymous visitor to sign in, keeps the answers and fires fw-auth-required', async () => {
    const id = await createPublishedForm(demo, 'Members only, anonymous visit', membersOnly());
    const el = await visitorRenderer(id);
    const authRequired = record(el, 'fw-auth-required');
    const errors = record(el, 'fw-error');
    await typeInto(el, 'name', 'Ada');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'failure', `never failed: ${textOf(el)}`);

    expect(alertText(el)).to.equal(SIGN_IN_MESSAGE);
    expect(within(el, 'name').value).to.equal('Ada');
    expect(authRequired.map((event) => event.detail)).to.deep.equal([
      { serviceUrl: API_URL, tenant: 'demo' },
    ]);
    expect(errors.map((event) => event.detail)).to.deep.equal([
      { code: 'submit_rejected', message: SIGN_IN_MESSAGE },
    ]);
    expect(await submissionsOf(demo, id)).to.have.length(0);
  });

  it('submits the answers and their file with the token and signingKey the host hands the element', async () => {
    const id = await createPublishedForm(demo, 'Members only, element session', membersOnly());
    const editor = await signIn('editor', 'editor1234');
    const el = await visitorRenderer(id, {
      // The page holds the form already (as the demo's public page does); the session is the host's.
      schema: membersOnly(),
      before: (renderer) => {
        renderer.token = editor.token;
        renderer.signingKey = editor.signingKey;
      },
    });
    const authRequired = record(el, 'fw-auth-required');
    await typeInto(el, 'name', 'Eddie');
    chooseFiles(el, 'cv', [new File(['%PDF-1.4'], 'eddie.pdf', { type: 'application/pdf' })]);
    await waitUntil(() => fieldBox(el, 'cv').textContent?.includes('eddie.pdf'));
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success', `never succeeded: ${textOf(el)}`);
    expect(inShadow(el, '[role="status"]')?.textContent).to.equal('Thanks, member.');
    expect(authRequired).to.have.length(0);

    const stored = await submissionsOf(demo, id);
    expect(stored).to.have.length(1);
    expect(stored[0]?.values.name).to.equal('Eddie');
    expect(stored[0]?.files.map((file) => file.name)).to.deep.equal(['eddie.pdf']);
  });

  it("uses the page's shared session once the visitor signs in: the refused answers, a draft and its resume", async () => {
    const id = await createPublishedForm(demo, 'Members only, shared session', membersOnly());
    const el = await visitorRenderer(id);
    await typeInto(el, 'name', 'Grace');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'failure', `never failed: ${textOf(el)}`);
    expect(alertText(el)).to.equal(SIGN_IN_MESSAGE);

    // The page signs in to the same service and tenant (as the demo shell does): no element property set.
    await signInSession(getSession(API_URL, 'demo'), 'editor', 'editor1234');
    const saved = record(el, 'fw-draft-saved');
    button(el, 'Save draft').click();
    await waitUntil(() => saved.length === 1, `the draft was never saved: ${textOf(el)}`);
    await waitUntil(() => draftLink(el) !== '');
    const token = saved[0]?.detail.token ?? '';

    const resumed = await visitorRenderer(id, { draft: token });
    expect(within(resumed, 'name').value).to.equal('Grace');
    button(resumed, 'Submit').click();
    await waitUntil(() => statusOf(resumed) === 'success', `never succeeded: ${textOf(resumed)}`);
    expect(inShadow(resumed, '[role="status"]')?.textContent).to.equal('Thanks, member.');
    const stored = await submissionsOf(demo, id);
    expect(stored.map((submission) => submission.values.name)).to.deep.equal(['Grace']);
  });
});
