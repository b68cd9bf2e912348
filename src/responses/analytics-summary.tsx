// The analytics summary beside the responses (settings.enableAnalytics): views, starts, completions, and
// for each page how many visitors reached it and how many went no further.
import { useId } from 'react';
import type { AnalyticsSummary as Summary } from '../api/submissions';
import type { FormSchemaData } from '../model';
import { SpinnerRing } from '../ui';
import { Heading, type HeadingLevel } from './heading';
import { RESPONSES_TEXTS } from './texts';
import type { LoadState } from './use-responses';

/** 'Page 2', or 'Page 2: Contact details' when the page has a description of its own. */
function pageName(schema: FormSchemaData, index: number): string {
  const name = `Page ${index + 1}`;
  const description = schema.pages[index]?.description.trim();
  return description && description !== name ? `${name}: ${description}` : name;
}

export function AnalyticsSummary({
  state,
  schema,
  level,
}: {
  state: LoadState<Summary>;
  schema: FormSchemaData;
  level: HeadingLevel;
}) {
  const headingId = useId();
  const summary = state.data;
  return (
    <aside
      className="fw-responses__analytics"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
    >
      <Heading level={level} id={headingId} className="fw-responses__heading">
        {RESPONSES_TEXTS.analyticsHeading}
      </Heading>
      {state.status === 'error' ? (
        <p className="fw-responses__alert fw-responses__alert--error" role="alert">
          {`${RESPONSES_TEXTS.analyticsFailed}: ${state.message}`}
        </p>
      ) : null}
      {!summary && state.status === 'loading' ? (
        <p className="fw-responses__state" role="status">
          <SpinnerRing size="small" />
          {RESPONSES_TEXTS.analyticsLoading}
        </p>
      ) : null}
      {summary ? (
        <>
          <dl className="fw-responses__stats">
            <div data-stat="views">
              <dt>{RESPONSES_TEXTS.views}</dt>
              <dd>{summary.views}</dd>
            </div>
            <div data-stat="starts">
              <dt>{RESPONSES_TEXTS.starts}</dt>
              <dd>{summary.starts}</dd>
            </div>
            <div data-stat="completions">
              <dt>{RESPONSES_TEXTS.completions}</dt>
              <dd>{summary.completions}</dd>
            </div>
          </dl>
          <table className="fw-responses__table fw-responses__dropoff">
            <caption>{RESPONSES_TEXTS.dropOffCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{RESPONSES_TEXTS.pageColumn}</th>
                <th scope="col">{RESPONSES_TEXTS.reachedColumn}</th>
                <th scope="col">{RESPONSES_TEXTS.droppedColumn}</th>
              </tr>
            </thead>
            <tbody>
              {summary.pages.map((page) => (
                <tr key={page.page} data-page={page.page}>
                  <th scope="row">{pageName(schema, page.page)}</th>
                  <td>{page.reached}</td>
                  <td>{page.dropped}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </aside>
  );
}
