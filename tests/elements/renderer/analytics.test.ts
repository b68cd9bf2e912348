import { expect, waitUntil } from '@open-wc/testing';
import { resetSessionsForTests } from '../../../src/store/session';
import {
  type AnalyticsSummary,
  analyticsOf,
  createPublishedForm,
  type SignedIn,
  signIn,
} from './support/api';
import { record, statusOf, typeInto, visitorRenderer } from './support/public';
import { button, inShadow, schemaOf } from './support/render';

// settings.enableAnalytics: the renderer reports view, start and page events to the public route, read back
// by the owner through GET /api/v1/forms/{id}/analytics.

const survey = (settings: Record<string, unknown>) =>
  schemaOf(
    [
      { id: 'name', type: 'text', label: 'Your name' },
      { id: 'comment', type: 'text', label: 'Comment' },
      { id: 'score', type: 'number', label: 'Score' },
    ],
    {
      pages: [
        { id: 'page_1', description: '', field_ids: ['name'] },
        { id: 'page_2', description: '', field_ids: ['comment'] },
        { id: 'page_3', description: '', field_ids: ['score'] },
      ],
      settings,
    },
  );

const indicator = (el: Element) => inShadow(el, '.fw-pages__indicator')?.textContent;

/** Events are sent without waiting for them: poll until the server has counted what is expected. */
async function analyticsBecome(session: SignedIn, formId: string, expected: AnalyticsSummary): Promise<void> {
  let last: AnalyticsSummary | undefined;
  await waitUntil(
    async () => {
      last = await analyticsOf(session, formId);
      return JSON.stringify(last) === JSON.stringify(expected);
    },
    'analytics never matched',
    { timeout: 5_000, interval: 100 },
  ).catch(() => {
    expect(last).to.deep.equal(expected);
  });
}

describe('<form-renderer> analytics', () => {
  let demo: SignedIn;

  before(async () => {
    demo = await signIn('demo', 'demo1234');
  });
  beforeEach(() => resetSessionsForTests());

  it('reports the view, the first input and every page reached once, and the submission completes it', async () => {
    const id = await createPublishedForm(demo, 'Measured survey', survey({ enableAnalytics: true }));
    const el = await visitorRenderer(id);
    await analyticsBecome(demo, id, {
      views: 1,
      starts: 0,
      completions: 0,
      pages: [
        { page: 0, reached: 1, dropped: 1 },
        { page: 1, reached: 0, dropped: 0 },
        { page: 2, reached: 0, dropped: 0 },
      ],
    });

    await typeInto(el, 'name', 'A');
    await typeInto(el, 'name', 'Ada');
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
    // Back and forth again: a page counts once per visit.
    button(el, 'Previous').click();
    await waitUntil(() => indicator(el) === 'Page 1 of 3');
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
    await analyticsBecome(demo, id, {
      views: 1,
      starts: 1,
      completions: 0,
      pages: [
        { page: 0, reached: 1, dropped: 0 },
        { page: 1, reached: 1, dropped: 1 },
        { page: 2, reached: 0, dropped: 0 },
      ],
    });

    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 3 of 3');
    button(el, 'Submit').click();
    await waitUntil(() => statusOf(el) === 'success');
    await analyticsBecome(demo, id, {
      views: 1,
      starts: 1,
      completions: 1,
      pages: [
        { page: 0, reached: 1, dropped: 0 },
        { page: 1, reached: 1, dropped: 0 },
        { page: 2, reached: 1, dropped: 0 },
      ],
    });
  });

  it('sends nothing when the form does not enable analytics', async () => {
    const id = await createPublishedForm(demo, 'Unmeasured survey', survey({}));
    const sent: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/events')) sent.push(url);
      return original(input, init);
    };
    try {
      const el = await visitorRenderer(id);
      await typeInto(el, 'name', 'Ada');
      button(el, 'Next').click();
      await waitUntil(() => indicator(el) === 'Page 2 of 3');
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      window.fetch = original;
    }
    expect(sent).to.deep.equal([]);
  });

  it('never lets a failing analytics call hold up or break the form', async () => {
    // The page holds the schema, but the service knows no such form: every event answers 404.
    const el = await visitorRenderer('00000000-0000-4000-8000-000000000000', {
      schema: survey({ enableAnalytics: true }),
    });
    const errors = record(el, 'fw-error');
    el.submitHandler = async () => ({ success: true });
    await typeInto(el, 'name', 'Ada');
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 2 of 3');
    button(el, 'Next').click();
    await waitUntil(() => indicator(el) === 'Page 3 of 3');
    expect((await el.submit()).success).to.equal(true);
    expect(errors).to.deep.equal([]);
  });
});
