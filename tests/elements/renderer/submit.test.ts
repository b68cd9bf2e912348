import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FwEvent, FwEventName } from '../../../elements/index';
import type { SubmitResult } from '../../../src/store/renderer-types';
import {
  button,
  errorsOf,
  inShadow,
  renderForm,
  schemaOf,
  setControlValue,
  textOf,
  within,
} from './support/render';

const simple = (settings: Record<string, unknown> = {}) =>
  schemaOf(
    [
      { id: 'f_name', name: 'full_name', type: 'text', label: 'Name' },
      { id: 'tags', type: 'multiselect', label: 'Tags', options: [{ label: 'A', value: 'a' }] },
    ],
    { settings },
  );

/** Collects the `type` events the element fires until the test ends. */
function record<K extends FwEventName>(el: EventTarget, type: K): FwEvent<K>[] {
  const events: FwEvent<K>[] = [];
  el.addEventListener(type, (event) => events.push(event as FwEvent<K>));
  return events;
}

const statusOf = (el: Element) => inShadow(el, '.fw-form')?.dataset.status;

interface Deferred {
  promise: Promise<SubmitResult>;
  resolve: (result: SubmitResult) => void;
  reject: (error: Error) => void;
}

/** A submit handler's answer that the test gives when it wants. */
function deferred(): Deferred {
  let resolve: Deferred['resolve'] = () => {};
  let reject: Deferred['reject'] = () => {};
  const promise = new Promise<SubmitResult>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('renderer submission', () => {
  it('hands the answers to submitHandler, name copied to id, then shows the success message', async () => {
    const seen: unknown[] = [];
    const el = await renderForm(simple({ successMessage: 'All done!' }), {
      value: { full_name: 'Ada' },
      submitHandler: async (payload) => {
        seen.push(payload);
        return { success: true };
      },
    });
    const submitted = record(el, 'fw-submitted');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success');
    expect(seen).to.deep.equal([{ full_name: 'Ada', f_name: 'Ada', tags: [] }]);
    expect(inShadow(el, '[role="status"]')?.textContent).to.equal('All done!');
    expect(inShadow(el, '[data-field-id]')).to.equal(null);
    expect(submitted.map((e) => e.detail)).to.deep.equal([
      { formId: null, submissionId: null, values: { full_name: 'Ada', f_name: 'Ada', tags: [] } },
    ]);
  });

  it("shows the handler's own success message when it gives one", async () => {
    const el = await renderForm(simple(), {
      submitHandler: async () => ({ success: true, message: 'Form preview submitted successfully!' }),
    });
    expect(await el.submit()).to.deep.equal({
      success: true,
      message: 'Form preview submitted successfully!',
    });
    await waitUntil(() => textOf(el).includes('Form preview submitted successfully!'));
  });

  it("reads 'Submitting...' and locks the form while the handler works", async () => {
    let finish: (result: SubmitResult) => void = () => {};
    const el = await renderForm(simple({ submitButtonText: 'Send' }), {
      submitHandler: () => new Promise<SubmitResult>((resolve) => (finish = resolve)),
    });
    button(el, 'Send').click();
    await waitUntil(() => inShadow(el, '[data-action="submit"]')?.textContent === 'Submitting...');
    expect(inShadow<HTMLButtonElement>(el, '[data-action="submit"]')?.disabled).to.equal(true);
    expect(within(el, 'f_name').disabled).to.equal(true);
    finish({ success: true });
    await waitUntil(() => statusOf(el) === 'success');
  });

  it("disables the password field's 'Show password' toggle with the other controls while sending", async () => {
    const answer = deferred();
    const el = await renderForm(
      schemaOf([{ id: 'secret', type: 'password', label: 'Password' }], {
        settings: { submitButtonText: 'Send' },
      }),
      { value: { secret: 'hunter2' }, submitHandler: () => answer.promise },
    );
    const toggle = within<HTMLButtonElement>(el, 'secret', 'button');
    expect(toggle.textContent).to.equal('Show password');
    expect(toggle.disabled).to.equal(false);
    button(el, 'Send').click();
    await waitUntil(() => statusOf(el) === 'submitting');
    await waitUntil(() => within(el, 'secret').disabled, 'the password input was not disabled');
    expect(toggle.disabled).to.equal(true);
    answer.resolve({ success: false, message: 'The form is closed' });
    await waitUntil(() => statusOf(el) === 'failure');
    await waitUntil(() => !within(el, 'secret').disabled);
    expect(toggle.disabled).to.equal(false);
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-pressed') === 'true');
    expect(within(el, 'secret').type).to.equal('text');
  });

  it('keeps the fields and shows the message of a failed result', async () => {
    const el = await renderForm(simple(), {
      submitHandler: async () => ({ success: false, message: 'The form is closed' }),
    });
    const errors = record(el, 'fw-error');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'failure');
    expect(inShadow(el, '[role="alert"]')?.textContent).to.equal('The form is closed');
    expect(within(el, 'f_name')).to.exist;
    expect(errors.map((e) => e.detail)).to.deep.equal([
      { code: 'submit_rejected', message: 'The form is closed' },
    ]);
  });

  it("says 'An error occurred while submitting the form' when the handler throws", async () => {
    const el = await renderForm(simple(), {
      submitHandler: async () => {
        throw new Error('network down');
      },
    });
    const errors = record(el, 'fw-error');
    const result = await el.submit();
    expect(result).to.deep.equal({ success: false, message: 'An error occurred while submitting the form' });
    await waitUntil(() => statusOf(el) === 'failure');
    expect(inShadow(el, '[role="alert"]')?.textContent).to.equal(
      'An error occurred while submitting the form',
    );
    expect(errors.map((e) => e.detail)).to.deep.equal([{ code: 'submit_failed', message: 'network down' }]);
  });

  it('reports a failure, not a success, when nothing can receive the answers', async () => {
    const el = await renderForm(simple());
    const errors = record(el, 'fw-error');
    const submits = record(el, 'fw-submit');
    expect(await el.submit()).to.deep.equal({ success: false, message: 'No submit handler configured' });
    await waitUntil(() => statusOf(el) === 'failure');
    expect(submits).to.have.length(1);
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['no_submit_handler']);
  });

  it('fires a cancelable fw-submit first; cancelling it sends nothing', async () => {
    let calls = 0;
    const el = await renderForm(simple(), {
      value: { full_name: 'Ada' },
      submitHandler: async () => {
        calls += 1;
        return { success: true };
      },
    });
    const submits = record(el, 'fw-submit');
    el.addEventListener('fw-submit', (event) => event.preventDefault(), { once: true });
    const result = await el.submit();
    expect(result.success).to.equal(false);
    expect(calls).to.equal(0);
    expect(submits[0]?.cancelable).to.equal(true);
    expect(submits[0]?.detail).to.deep.equal({
      formId: null,
      values: { full_name: 'Ada', f_name: 'Ada', tags: [] },
    });
    expect(statusOf(el)).to.equal('ready');
  });

  it('does not send an invalid form', async () => {
    let calls = 0;
    const el = await renderForm(schemaOf([{ id: 'a', type: 'text', label: 'A', required: true }]), {
      submitHandler: async () => {
        calls += 1;
        return { success: true };
      },
    });
    const submits = record(el, 'fw-submit');
    expect(await el.submit()).to.deep.equal({
      success: false,
      message: 'Please correct the highlighted fields',
    });
    expect([calls, submits.length]).to.deep.equal([0, 0]);
  });

  it('submits with Enter in a text field', async () => {
    const seen: unknown[] = [];
    const el = await renderForm(simple(), {
      submitHandler: async (payload) => {
        seen.push(payload);
        return { success: true };
      },
    });
    within(el, 'f_name').form?.requestSubmit();
    await waitUntil(() => seen.length === 1);
  });

  it('moves focus from the removed submit button to the success message, so it is read out', async () => {
    const el = await renderForm(simple({ successMessage: 'All done!' }), {
      submitHandler: async () => ({ success: true }),
    });
    button(el, 'Submit').focus();
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success');
    await waitUntil(() => el.shadowRoot?.activeElement, 'focus was left on the page body');
    expect(el.shadowRoot?.activeElement?.textContent).to.equal('All done!');
  });

  it("clears the live region's last error once the answers are in, so it is not read beside the success", async () => {
    const el = await renderForm(schemaOf([{ id: 'a', type: 'text', label: 'Name', required: true }]), {
      submitHandler: async () => ({ success: true }),
    });
    const live = () => inShadow(el, '[aria-live="polite"]')?.textContent ?? '';
    await el.submit();
    await waitUntil(() => live().includes('Name is required'), 'the error was not announced');
    setControlValue(within(el, 'a'), 'Ada');
    await el.submit();
    await waitUntil(() => statusOf(el) === 'success');
    expect(live()).to.equal('');
  });

  it('leaves focus where the user put it on the host page while the answers were sent', async () => {
    const elsewhere = document.createElement('input');
    elsewhere.setAttribute('aria-label', 'Search');
    document.body.append(elsewhere);
    let finish = (_: SubmitResult) => {};
    const el = await renderForm(simple({ successMessage: 'All done!' }), {
      submitHandler: () => new Promise<SubmitResult>((resolve) => (finish = resolve)),
    });
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'submitting');
    elsewhere.focus();
    finish({ success: true });
    await waitUntil(() => statusOf(el) === 'success');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement === elsewhere).to.equal(true);
    elsewhere.remove();
  });

  const failures: [string, (answer: Deferred) => void, string][] = [
    [
      'refuses',
      (answer) => answer.resolve({ success: false, message: 'The form is closed' }),
      'The form is closed',
    ],
    [
      'throws',
      (answer) => answer.reject(new Error('offline')),
      'An error occurred while submitting the form',
    ],
  ];
  for (const [what, settle, message] of failures) {
    it(`moves focus from the disabled submit button to the failure alert when the handler ${what}`, async () => {
      const answer = deferred();
      const el = await renderForm(simple(), { submitHandler: () => answer.promise });
      const submit = button(el, 'Submit');
      submit.focus();
      submit.click();
      // Disabled while sending: the browser takes focus from it, to the page's body.
      await waitUntil(() => submit.disabled);
      settle(answer);
      await waitUntil(() => statusOf(el) === 'failure');
      await waitUntil(() => el.shadowRoot?.activeElement, 'focus was left on the page body');
      const alert = inShadow(el, '[role="alert"]');
      expect(el.shadowRoot?.activeElement === alert).to.equal(true);
      expect(alert?.textContent).to.equal(message);
    });
  }

  it('leaves focus where the user put it on the host page when the submission fails', async () => {
    const elsewhere = document.createElement('input');
    elsewhere.setAttribute('aria-label', 'Search');
    document.body.append(elsewhere);
    let finish = (_: SubmitResult) => {};
    const el = await renderForm(simple(), {
      submitHandler: () => new Promise<SubmitResult>((resolve) => (finish = resolve)),
    });
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'submitting');
    elsewhere.focus();
    finish({ success: false, message: 'The form is closed' });
    await waitUntil(() => statusOf(el) === 'failure');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement === elsewhere).to.equal(true);
    elsewhere.remove();
  });

  it("takes an earlier failure's alert away when a later submit stops at an empty required field", async () => {
    const answers: string[] = [];
    const el = await renderForm(schemaOf([{ id: 'n', type: 'text', label: 'Your name', required: true }]), {
      value: { n: 'Ada' },
      submitHandler: async (payload) => {
        answers.push(String(payload.n));
        return answers.length === 1
          ? { success: false, message: 'Server said no' }
          : { success: true, message: 'Thanks!' };
      },
    });
    const alert = () => inShadow(el, '[role="alert"]')?.textContent ?? '';
    button(el, 'Submit').click();
    await waitUntil(() => alert() === 'Server said no', 'the refusal was not shown');

    setControlValue(within(el, 'n'), '');
    button(el, 'Submit').click();
    await waitUntil(() => errorsOf(el, 'n').length > 0, 'the empty field was not highlighted');
    expect(errorsOf(el, 'n')).to.deep.equal(['Your name is required']);
    expect(alert()).to.equal('');
    expect(statusOf(el)).to.equal('ready');

    setControlValue(within(el, 'n'), 'Grace');
    await waitUntil(() => errorsOf(el, 'n').length === 0);
    expect(alert()).to.equal('');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success');
    expect(answers).to.deep.equal(['Ada', 'Grace']);
  });

  it("keeps a refusal's field error when the field is left, until its value changes or the next submit", async () => {
    const refusals: Record<string, string>[] = [
      { user: 'That username is taken' },
      { other: 'Not at this address' },
    ];
    const el = await renderForm(
      schemaOf([
        { id: 'user', type: 'text', label: 'Username', required: true },
        { id: 'other', type: 'text', label: 'Address' },
      ]),
      {
        value: { user: 'ada', other: 'x' },
        submitHandler: async () => {
          const fieldErrors = refusals.shift();
          return fieldErrors
            ? { success: false, message: 'Please correct the highlighted fields', fieldErrors }
            : { success: true, message: 'Thanks!' };
        },
      },
    );
    const alert = () => inShadow(el, '[role="alert"]')?.textContent ?? '';
    button(el, 'Submit').click();
    await waitUntil(
      () => el.shadowRoot?.activeElement === within(el, 'user'),
      'the named field has no focus',
    );
    expect(errorsOf(el, 'user')).to.deep.equal(['That username is taken']);

    // Tabbing away, and typing elsewhere, leave it where it is.
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => el.shadowRoot?.activeElement === within(el, 'other'), 'Tab did not move on');
    setControlValue(within(el, 'other'), 'y');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(errorsOf(el, 'user')).to.deep.equal(['That username is taken']);
    expect(within(el, 'user').getAttribute('aria-invalid')).to.equal('true');
    expect(alert()).to.equal('Please correct the highlighted fields');

    // A new value is judged by the renderer again: emptied, it is required; retyped, it is fine.
    setControlValue(within(el, 'user'), '');
    await waitUntil(() => errorsOf(el, 'user')[0] !== 'That username is taken');
    expect(errorsOf(el, 'user')).to.deep.equal(['Username is required']);
    setControlValue(within(el, 'user'), 'ada');
    await waitUntil(() => errorsOf(el, 'user').length === 0);

    // The next submit is judged afresh: its refusal names another field, and the first one is clear.
    button(el, 'Submit').click();
    await waitUntil(() => errorsOf(el, 'other').length > 0, 'the second refusal was not shown');
    expect(errorsOf(el, 'other')).to.deep.equal(['Not at this address']);
    expect(errorsOf(el, 'user')).to.deep.equal([]);
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success');
  });

  it('focuses the first field a refusal names, not the alert', async () => {
    const el = await renderForm(simple(), {
      submitHandler: async () => ({
        success: false,
        message: 'Please correct the highlighted fields',
        fieldErrors: { f_name: 'This name is taken' },
      }),
    });
    button(el, 'Submit').focus();
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'failure');
    await waitUntil(
      () => el.shadowRoot?.activeElement === within(el, 'f_name'),
      'the named field has no focus',
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(el.shadowRoot?.activeElement === within(el, 'f_name')).to.equal(true);
  });
});

describe('renderer submission: field errors of a refusal', () => {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const indicator = (el: Element) => inShadow(el, '.fw-pages__indicator')?.textContent;
  const refusing = (fieldErrors: Record<string, string>) => async (): Promise<SubmitResult> => ({
    success: false,
    message: 'Please correct the highlighted fields',
    fieldErrors,
  });

  it('shows an error the server named on an earlier page without stopping Next, validate() or validity', async () => {
    const el = await renderForm(
      schemaOf(
        [
          { id: 'password', type: 'text', label: 'Password', required: true },
          { id: 'confirm', type: 'text', label: 'Confirm password', required: true },
          { id: 'note', type: 'text', label: 'Note' },
        ],
        {
          pages: [
            { id: 'p1', description: '', field_ids: ['password', 'confirm'] },
            { id: 'p2', description: '', field_ids: ['note'] },
          ],
        },
      ),
      {
        value: { password: 'secret1', confirm: 'secret2' },
        submitHandler: refusing({ confirm: 'Passwords do not match' }),
      },
    );
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 2');
    button(el, 'Submit').click();
    await waitUntil(() => indicator(el) === 'Page 1 of 2', 'the refusal did not turn back to its field');
    await waitUntil(() => errorsOf(el, 'confirm').length > 0);
    expect(errorsOf(el, 'confirm')).to.deep.equal(['Passwords do not match']);

    // The password is fixed, not the confirmation the server named: only the server can say it matches now.
    setControlValue(within(el, 'password'), 'secret2');
    await nextFrame();
    expect(errorsOf(el, 'confirm')).to.deep.equal(['Passwords do not match']);
    // The renderer's own rules pass: the form is valid and Next moves on (Submit is on the next page).
    expect(el.validate()).to.equal(true);
    expect(el.checkValidity()).to.equal(true);
    expect(errorsOf(el, 'confirm')).to.deep.equal(['Passwords do not match']);
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 2', 'Next stayed on the page of the server error');
    // Still said on going back, until the field changes or the next submission goes out.
    button(el, 'Previous').click();
    await waitUntil(() => indicator(el) === 'Page 1 of 2');
    expect(errorsOf(el, 'confirm')).to.deep.equal(['Passwords do not match']);
  });

  /** Username on page 1, Note on page 2. */
  const usernameThenNote = () =>
    schemaOf(
      [
        { id: 'user', type: 'text', label: 'Username' },
        { id: 'note', type: 'text', label: 'Note' },
      ],
      {
        pages: [
          { id: 'p1', description: '', field_ids: ['user'] },
          { id: 'p2', description: '', field_ids: ['note'] },
        ],
      },
    );

  it("drops the refusal's alert on turning to a page where nothing is highlighted, errors unfixed or not", async () => {
    const alert = (el: Element) => inShadow(el, '[role="alert"]')?.textContent ?? '';
    const el = await renderForm(usernameThenNote(), {
      value: { user: 'ada' },
      submitHandler: refusing({ user: 'That username is taken' }),
    });
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 2');
    button(el, 'Submit').click();
    await waitUntil(() => indicator(el) === 'Page 1 of 2', 'the refusal did not turn back to its field');
    await waitUntil(() => alert(el) !== '');
    expect(alert(el)).to.equal('Please correct the highlighted fields');
    // Next moves on past a server's error; the page it shows has nothing highlighted.
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 2');
    await waitUntil(() => alert(el) === '', 'the alert stayed on a page with nothing highlighted');
    button(el, 'Previous').click();
    await waitUntil(() => indicator(el) === 'Page 1 of 2');
    await nextFrame();
    expect(errorsOf(el, 'user')).to.deep.equal(['That username is taken']);
    expect(alert(el)).to.equal('');
  });

  it('keeps the alert of a failure that named no field on a page turn', async () => {
    const el = await renderForm(usernameThenNote(), {
      submitHandler: async () => ({ success: false, message: 'The form is closed' }),
    });
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 2');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'failure');
    button(el, 'Previous').click();
    await waitUntil(() => indicator(el) === 'Page 1 of 2');
    await nextFrame();
    expect(inShadow(el, '[role="alert"]')?.textContent).to.equal('The form is closed');
  });

  it('shows no error the server named at a disabled or hidden field, nor again once it comes back', async () => {
    // While the trigger says 'yes', the code is disabled and the city hidden.
    const when = (id: string, type: 'disable' | 'hide', target: string) =>
      ({
        id,
        triggerFieldId: 'trigger',
        operator: 'equals',
        value: 'yes',
        action: { type, targetFieldIds: [target] },
      }) as never;
    const el = await renderForm(
      schemaOf([
        { id: 'trigger', type: 'text', label: 'Trigger' },
        { id: 'code', type: 'text', label: 'Code', conditionalLogic: [when('r1', 'disable', 'code')] },
        { id: 'city', type: 'text', label: 'City', conditionalLogic: [when('r2', 'hide', 'city')] },
      ]),
      {
        value: { trigger: 'no', code: 'A1', city: 'Paris' },
        submitHandler: refusing({ code: 'That code was already used', city: 'We do not deliver there' }),
      },
    );
    button(el, 'Submit').click();
    await waitUntil(() => errorsOf(el, 'code').length > 0);
    expect(errorsOf(el, 'code')).to.deep.equal(['That code was already used']);
    expect(errorsOf(el, 'city')).to.deep.equal(['We do not deliver there']);

    // Disabled (nobody can change it) and hidden (not sent): what the server said of them goes.
    setControlValue(within(el, 'trigger'), 'yes');
    await waitUntil(() => within(el, 'code').disabled);
    await nextFrame();
    expect(errorsOf(el, 'code')).to.deep.equal([]);
    expect(inShadow(el, '[data-field-id="city"]')).to.equal(null);
    // Enabled and shown again: not back.
    setControlValue(within(el, 'trigger'), 'no');
    await waitUntil(() => !within(el, 'code').disabled && inShadow(el, '[data-field-id="city"]') !== null);
    await nextFrame();
    expect(errorsOf(el, 'code')).to.deep.equal([]);
    expect(errorsOf(el, 'city')).to.deep.equal([]);

    // A refusal naming the field while it is disabled is not shown there.
    setControlValue(within(el, 'trigger'), 'yes');
    await waitUntil(() => within(el, 'code').disabled);
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'failure' && !within(el, 'trigger').disabled);
    await nextFrame();
    expect(errorsOf(el, 'code')).to.deep.equal([]);
  });

  it('keeps the field errors of a refusal when the next submit is cancelled, drops them once one goes out', async () => {
    const answers: Deferred[] = [];
    const el = await renderForm(simple(), {
      value: { full_name: 'Ada' },
      submitHandler: () => {
        const answer = deferred();
        answers.push(answer);
        return answer.promise;
      },
    });
    const alert = () => inShadow(el, '[role="alert"]')?.textContent ?? '';
    button(el, 'Submit').click();
    await waitUntil(() => answers.length === 1);
    answers[0]!.resolve({
      success: false,
      message: 'Please correct the highlighted fields',
      fieldErrors: { f_name: 'This name is taken' },
    });
    await waitUntil(() => errorsOf(el, 'f_name').length > 0);

    // preventDefault() on fw-submit sends nothing and leaves the form as it was.
    el.addEventListener('fw-submit', (event) => event.preventDefault(), { once: true });
    expect(await el.submit()).to.deep.equal({ success: false, message: 'The submission was cancelled' });
    await nextFrame();
    expect(answers).to.have.length(1);
    expect(errorsOf(el, 'f_name')).to.deep.equal(['This name is taken']);
    expect(alert()).to.equal('Please correct the highlighted fields');

    // A submission that goes out is judged afresh: the old word goes while it is being sent.
    button(el, 'Submit').click();
    await waitUntil(() => answers.length === 2);
    await waitUntil(() => errorsOf(el, 'f_name').length === 0, 'the old refusal stayed while sending');
    answers[1]!.resolve({ success: true });
    await waitUntil(() => statusOf(el) === 'success');
  });
});

describe('renderer events', () => {
  it('fires fw-change with the field, its value and all answers for a user change', async () => {
    const el = await renderForm(simple(), { value: { full_name: 'Ada' } });
    const changes = record(el, 'fw-change');
    setControlValue(within(el, 'f_name'), 'Ada L');
    await waitUntil(() => changes.length === 1);
    expect(changes[0]?.detail).to.deep.equal({
      source: 'renderer',
      formId: null,
      fieldId: 'f_name',
      value: 'Ada L',
      values: { full_name: 'Ada L', f_name: 'Ada L', tags: [] },
    });
    expect(changes[0]?.composed && changes[0]?.bubbles).to.equal(true);
  });

  it('fires no fw-change for a host property set', async () => {
    const el = await renderForm(simple());
    const changes = record(el, 'fw-change');
    el.value = { full_name: 'Set by host' };
    await waitUntil(() => within(el, 'f_name').value === 'Set by host');
    expect(changes).to.deep.equal([]);
  });
});

describe('renderer buttons from the settings', () => {
  it('resets the answers with the cancel button when cancelAction is reset', async () => {
    const el = await renderForm(simple({ showCancelButton: true, cancelButtonText: 'Start over' }));
    setControlValue(within(el, 'f_name'), 'typed');
    button(el, 'Start over').click();
    await waitUntil(() => within(el, 'f_name').value === '');
  });

  it('names its buttons and success box with the defaults when their settings texts are emptied', async () => {
    const el = await renderForm(
      simple({ showCancelButton: true, submitButtonText: '', cancelButtonText: '  ', successMessage: ' ' }),
      { submitHandler: async () => ({ success: true }) },
    );
    expect(inShadow(el, '[data-action="cancel"]')?.textContent).to.equal('Cancel');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success');
    expect(inShadow(el, '[role="status"]')?.textContent).to.equal('Thank you for your submission!');
  });

  it('fires fw-cancel when cancelAction is custom', async () => {
    const el = await renderForm(simple({ showCancelButton: true, cancelAction: 'custom' }));
    const cancels = record(el, 'fw-cancel');
    button(el, 'Cancel').click();
    await waitUntil(() => cancels.length === 1);
    expect(cancels[0]?.detail).to.deep.equal({ formId: null });
  });

  it('shows no cancel button unless the settings ask for one', async () => {
    const el = await renderForm(simple());
    expect(() => button(el, 'Cancel')).to.throw();
  });

  it('places custom buttons before or after submit and runs their actions', async () => {
    const el = await renderForm(
      simple({
        customButtons: [
          {
            id: 'b1',
            text: 'Ping',
            action_type: 'customEvent',
            action_value: 'ping',
            position: 'before-submit',
          },
          {
            id: 'b2',
            text: 'Keep draft',
            action_type: 'saveDraft',
            position: 'after-submit',
            style: 'outline',
          },
          { id: 'b3', text: 'Hidden', action_type: 'print', enabled: false },
        ],
      }),
      { value: { full_name: 'Ada' } },
    );
    const order = [...(inShadow(el, '.fw-actions')?.querySelectorAll('button') ?? [])].map(
      (b) => b.textContent,
    );
    expect(order).to.deep.equal(['Ping', 'Submit', 'Keep draft']);
    const custom = record(el, 'fw-custom-event');
    const drafts = record(el, 'fw-save-draft');
    button(el, 'Ping').click();
    button(el, 'Keep draft').click();
    await waitUntil(() => custom.length === 1 && drafts.length === 1);
    expect(custom[0]?.detail).to.deep.equal({
      formId: null,
      name: 'ping',
      buttonId: 'b1',
      values: { full_name: 'Ada', f_name: 'Ada', tags: [] },
    });
    expect(drafts[0]?.detail.buttonId).to.equal('b2');
  });

  it('prints with a print button', async () => {
    const el = await renderForm(
      simple({ customButtons: [{ id: 'p', text: 'Print', action_type: 'print' }] }),
    );
    const original = window.print;
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    try {
      button(el, 'Print').click();
      expect(printed).to.equal(1);
    } finally {
      window.print = original;
    }
  });

  it('redirects only to http(s) addresses', async () => {
    const { safeRedirectUrl } = await import('../../../src/renderer/actions');
    expect(safeRedirectUrl('https://example.com/thanks')).to.equal('https://example.com/thanks');
    expect(safeRedirectUrl('/thanks')).to.equal(new URL('/thanks', location.href).href);
    expect(safeRedirectUrl('javascript:alert(1)')).to.equal(null);
    expect(safeRedirectUrl('data:text/html,hi')).to.equal(null);
    expect(safeRedirectUrl('')).to.equal(null);
  });
});
