import { expect, waitUntil } from '@open-wc/testing';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ApiClient } from '../../../src/api/client';
import { type FormSummary, isUnreadable, type ListedForm, listFormSummaries } from '../../../src/api/forms';
import {
  focusPageHeading,
  ROUTER_ERROR_TITLE,
  RouteErrorBoundary,
  ShellProvider,
  shellStyles,
  UNREADABLE_FORM_NOTE,
  useRouteFocus,
} from '../../../src/shell';
import { FormItem } from '../../../src/shell/dashboard/form-item';
import { getSession, resetSessionsForTests, type SessionHandle } from '../../../src/store/session';
import { expectNoAxeViolations } from '../support/axe';
import { mountUi, unmountAll } from '../support/mount-ui';

// The shell's page-level duties: the router's error screen names the tab; focus moves to the new page's
// heading on a route change (not on the first page); and the dashboard lists a form it cannot read, with
// Delete only.

let style: HTMLStyleElement | null = null;
before(() => {
  style = document.createElement('style');
  style.textContent = shellStyles;
  document.head.append(style);
});
after(() => style?.remove());

/** A light-DOM React root (document.title, document-level focus and h1 lookups are the page's). */
function mountInDocument(node: React.ReactNode): { container: HTMLElement; root: Root } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(node));
  return { container, root };
}

function Thrower(): never {
  throw new Error('URI malformed');
}

function ErrorApp({
  session,
  broken,
  location,
}: {
  session: SessionHandle;
  broken: boolean;
  location: string;
}) {
  return (
    <ShellProvider session={session} appName="Formwright">
      <RouteErrorBoundary resetKey={location}>{broken ? <Thrower /> : <h1>Dashboard</h1>}</RouteErrorBoundary>
    </ShellProvider>
  );
}

/** A page whose heading comes after its data (the public page loads its form first). */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return <main>{loaded ? <h1>Public form</h1> : <p>Loading form</p>}</main>;
}

function Pages({ page }: { page: string }) {
  useRouteFocus(page === 'create' || page === 'edit' ? 'builder' : page);
  if (page === 'dashboard') return <h1>Dashboard</h1>;
  if (page === 'public') return <LatePage />;
  return (
    <main>
      <h1>Builder</h1>
      <button type="button">Create</button>
    </main>
  );
}

describe('router error screen', () => {
  let mounted: { container: HTMLElement; root: Root } | null = null;
  const originalError = console.error;
  beforeEach(() => {
    // React reports the caught error on the console; the test expects it.
    console.error = () => undefined;
  });
  afterEach(() => {
    console.error = originalError;
    mounted?.root.unmount();
    mounted?.container.remove();
    mounted = null;
    resetSessionsForTests();
  });

  it("shows 'Unexpected Application Error!' and names the tab after it, then leaves on a new location", async () => {
    const session = getSession('http://127.0.0.1:9', 'demo');
    document.title = 'Edit form · Formwright';
    mounted = mountInDocument(<ErrorApp session={session} broken location="/edit-form/x" />);
    const heading = mounted.container.querySelector('h1');
    expect(heading?.textContent).to.equal(ROUTER_ERROR_TITLE);
    await waitUntil(() => document.title === `${ROUTER_ERROR_TITLE} · Formwright`, document.title);
    expect(mounted.container.querySelector('a')?.getAttribute('href')).to.equal('/dashboard');
    await expectNoAxeViolations(mounted.container);

    const { root } = mounted;
    flushSync(() => root.render(<ErrorApp session={session} broken={false} location="/dashboard" />));
    expect(mounted.container.querySelector('h1')?.textContent).to.equal('Dashboard');
  });
});

describe('focus on a route change', () => {
  let mounted: { container: HTMLElement; root: Root } | null = null;
  afterEach(() => {
    mounted?.root.unmount();
    mounted?.container.remove();
    mounted = null;
  });

  it('leaves the first page alone, then focuses the next page’s h1 (made focusable)', async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    mounted = mountInDocument(<Pages page="dashboard" />);
    expect(document.activeElement).to.equal(document.body);
    const { root, container } = mounted;
    flushSync(() => root.render(<Pages page="create" />));
    const heading = container.querySelector('h1');
    await waitUntil(() => document.activeElement === heading, 'the builder heading is not focused');
    expect(heading?.tabIndex).to.equal(-1);
  });

  it('keeps focus on the same page (Create → edit route) and waits for a heading that comes later', async () => {
    mounted = mountInDocument(<Pages page="dashboard" />);
    const { root, container } = mounted;
    flushSync(() => root.render(<Pages page="create" />));
    const create = container.querySelector('button');
    create?.focus();
    flushSync(() => root.render(<Pages page="edit" />));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(document.activeElement).to.equal(create);

    flushSync(() => root.render(<Pages page="public" />));
    await waitUntil(() => document.activeElement?.textContent === 'Public form', 'the late heading');
  });

  it('does not take focus the user has put somewhere meanwhile', async () => {
    const container = document.createElement('div');
    const input = document.createElement('input');
    container.append(input);
    document.body.append(container);
    try {
      (document.activeElement as HTMLElement | null)?.blur();
      const stop = focusPageHeading(document, 200);
      input.focus();
      const heading = document.createElement('h1');
      heading.textContent = 'Late';
      container.append(heading);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(document.activeElement).to.equal(input);
      stop();
    } finally {
      container.remove();
    }
  });
});

function clientAnswering(rows: unknown[]): ApiClient {
  return {
    serviceUrl: 'http://service.invalid',
    tenant: 'demo',
    request: async <T,>() => ({ data: rows }) as T,
    requestWithHeaders: () => Promise.reject(new Error('The dashboard reads no answer headers')),
  };
}

describe('dashboard: a form whose schema cannot be read', () => {
  afterEach(unmountAll);

  it('is listed, marked unreadable, with Delete only (owner), and passes axe', async () => {
    // The summary list: the server counts the fields, and answers null where it cannot read the schema.
    const rows = [
      { id: 'good', description: 'Readable', role: 'owner', field_count: 3 },
      { id: 'broken', description: 'Broken form', role: 'owner', field_count: null },
      { description: 'no id at all', field_count: 1 },
    ];
    const listed = await listFormSummaries(clientAnswering(rows));
    expect(listed.map((form) => [form.id, isUnreadable(form)])).to.deep.equal([
      ['good', false],
      ['broken', true],
    ]);

    const deleted: ListedForm[] = [];
    const noop = (_form: FormSummary) => undefined;
    const ui = await mountUi(
      <ul>
        {listed.map((form) => (
          <FormItem
            key={form.id}
            item={form}
            onDuplicate={noop}
            onDelete={(form) => deleted.push(form)}
            onUseTemplate={noop}
            onResponses={noop}
          />
        ))}
      </ul>,
    );
    const broken = ui.root.querySelector<HTMLElement>('[data-form-id="broken"]');
    expect(broken?.textContent).to.include(UNREADABLE_FORM_NOTE);
    expect(UNREADABLE_FORM_NOTE).to.equal('This form could not be read');
    const actions = [...(broken?.querySelectorAll('a, button') ?? [])].map((element) =>
      element.getAttribute('aria-label'),
    );
    expect(actions).to.deep.equal(['Delete Broken form']);
    broken?.querySelector<HTMLButtonElement>('[data-action="delete"]')?.click();
    expect(deleted.map((form) => form.id)).to.deep.equal(['broken']);
    await expectNoAxeViolations(ui.host);
  });

  it('marks Duplicate inactive while a copy is being made, keeping it focusable', async () => {
    const [form] = await listFormSummaries(
      clientAnswering([{ id: 'f1', description: 'Survey', role: 'owner', field_count: 0 }]),
    );
    if (!form) throw new Error('no form');
    let presses = 0;
    const ui = await mountUi(
      <ul>
        <FormItem
          item={form}
          duplicating
          onDuplicate={() => presses++}
          onDelete={() => undefined}
          onUseTemplate={() => undefined}
          onResponses={() => undefined}
        />
      </ul>,
    );
    const duplicate = ui.root.querySelector<HTMLButtonElement>('[data-action="duplicate"]');
    expect(duplicate?.getAttribute('aria-disabled')).to.equal('true');
    expect(duplicate?.disabled).to.equal(false);
    duplicate?.click();
    expect(presses).to.equal(0);
  });
});
