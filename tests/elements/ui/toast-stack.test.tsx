import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { type ToastItem, ToastStack } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';
import { shadowQuery, shadowQueryAll } from '../support/shadow';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stack that removes toasts the way the store will: on every dismiss request. */
function StackHarness({ initial, dismissed }: { initial: ToastItem[]; dismissed: string[] }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <ToastStack
      toasts={toasts}
      onDismiss={(id) => {
        dismissed.push(id);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }}
    />
  );
}

async function mountStack(initial: ToastItem[]) {
  const dismissed: string[] = [];
  const ui = await mountUi(<StackHarness initial={initial} dismissed={dismissed} />);
  const ids = () => shadowQueryAll(ui.host, '[data-toast-id]').map((toast) => toast.dataset.toastId);
  // A toast's text arrives a couple of frames after the toast (see the live region test below).
  // (One with a short autoCloseMs may be gone by then.)
  await waitUntil(
    () => shadowQueryAll(ui.host, '.fw-toast').every((toast) => toast.querySelector('.fw-toast__title')),
    'the toasts got no text',
  );
  return { ui, dismissed, ids };
}

/** Toasts added to a stack already on screen, as the store adds them. */
function LateStackHarness({ later }: { later: ToastItem[] }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  return (
    <>
      <button type="button" onClick={() => setToasts(later)}>
        Notify
      </button>
      <ToastStack toasts={toasts} onDismiss={() => {}} />
    </>
  );
}

const allTypes: ToastItem[] = [
  { id: 'saved', type: 'success', title: 'Form saved', message: 'Your form has been updated successfully.' },
  {
    id: 'failed',
    type: 'error',
    title: 'Save failed',
    message: 'There was an error saving your form. Please try again.',
  },
  { id: 'careful', type: 'warning', title: 'Unsaved changes' },
  { id: 'note', type: 'info', title: 'Preview mode' },
];

describe('ToastStack', () => {
  afterEach(unmountAll);

  it('shows each toast with its title and message', async () => {
    const { ui } = await mountStack(allTypes);
    const saved = shadowQuery(ui.host, '[data-toast-id="saved"]');
    expect(saved.textContent).to.contain('Form saved');
    expect(saved.textContent).to.contain('Your form has been updated successfully.');
  });

  it('announces errors as alerts and everything else as status', async () => {
    const { ui } = await mountStack(allTypes);
    const roleOf = (id: string) =>
      shadowQuery(ui.host, `[data-toast-id="${id}"] [role]`).getAttribute('role');
    expect(['saved', 'failed', 'careful', 'note'].map(roleOf)).to.deep.equal([
      'status',
      'alert',
      'status',
      'status',
    ]);
  });

  it('names the type in text, not by colour alone', async () => {
    const { ui } = await mountStack(allTypes);
    expect(shadowQuery(ui.host, '[data-toast-id="failed"] [role="alert"]').textContent).to.match(
      /^Error: Save failed/,
    );
    expect(shadowQuery(ui.host, '[data-toast-id="careful"] [role="status"]').textContent).to.match(
      /^Warning: /,
    );
  });

  it("puts a toast's text into a live region that is already on the page, so screen readers read it", async () => {
    const ui = await mountUi(
      <LateStackHarness
        later={[
          { id: 'saved', type: 'success', title: 'Form saved' },
          { id: 'failed', type: 'error', title: 'Save failed' },
        ]}
      />,
    );
    const root = ui.host.shadowRoot as ShadowRoot;
    const textOnArrival = new Map<string, string>();
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.dataset.toastId) {
            const region = node.querySelector('[role]') as HTMLElement;
            textOnArrival.set(
              `${node.dataset.toastId} ${region.getAttribute('role')}`,
              region.textContent ?? '',
            );
          }
    });
    observer.observe(root, { childList: true, subtree: true });
    shadowQuery<HTMLButtonElement>(ui.host, 'button').click();
    await waitUntil(() => shadowQueryAll(ui.host, '.fw-toast__title').length === 2, 'the toasts got no text');
    observer.disconnect();
    expect(Object.fromEntries(textOnArrival)).to.deep.equal({ 'saved status': '', 'failed alert': '' });
    expect(shadowQuery(ui.host, '[data-toast-id="saved"] [role="status"]').textContent).to.equal(
      'Success: Form saved',
    );
    expect(shadowQuery(ui.host, '[data-toast-id="failed"] [role="alert"]').textContent).to.equal(
      'Error: Save failed',
    );
  });

  it('dismisses a toast from its labelled close button', async () => {
    const { ui, dismissed, ids } = await mountStack(allTypes);
    const close = shadowQuery<HTMLButtonElement>(ui.host, '[data-toast-id="failed"] button');
    expect(close.getAttribute('aria-label')).to.equal('Dismiss notification');

    close.click();

    await waitUntil(() => !ids().includes('failed'));
    expect(dismissed).to.deep.equal(['failed']);
  });

  it('closes a toast by itself after its autoCloseMs', async () => {
    const { ids, dismissed } = await mountStack([
      { id: 'saved', type: 'success', title: 'Form saved', autoCloseMs: 60 },
    ]);
    expect(ids()).to.deep.equal(['saved']);
    await waitUntil(() => ids().length === 0, 'the success toast did not close', { timeout: 2000 });
    expect(dismissed).to.deep.equal(['saved']);
  });

  it('keeps error toasts until dismissed, even with an autoCloseMs', async () => {
    const { ids } = await mountStack([
      { id: 'failed', type: 'error', title: 'Save failed', autoCloseMs: 30 },
      { id: 'info', type: 'info', title: 'Preview mode', autoCloseMs: 30 },
    ]);
    await waitUntil(() => !ids().includes('info'), 'the info toast did not close');
    await sleep(150);
    expect(ids()).to.deep.equal(['failed']);
  });

  it('keeps a toast without autoCloseMs', async () => {
    const { ids } = await mountStack([{ id: 'note', type: 'info', title: 'Preview mode' }]);
    await sleep(150);
    expect(ids()).to.deep.equal(['note']);
  });

  it('pauses the countdown while a toast has focus', async () => {
    const { ui, ids } = await mountStack([
      { id: 'saved', type: 'success', title: 'Form saved', autoCloseMs: 60 },
    ]);
    const close = shadowQuery<HTMLButtonElement>(ui.host, '[data-toast-id="saved"] button');

    close.focus();
    await sleep(200);
    expect(ids()).to.deep.equal(['saved']);

    close.blur();
    await waitUntil(() => ids().length === 0, 'the toast did not close after losing focus');
  });

  it('passes axe with one toast of each type', async () => {
    const { ui } = await mountStack(allTypes);
    await expectNoAxeViolations(ui.host);
  });
});
