// The responses of one form (issue #8), for the builder's Tools and the dashboard alike: pages of
// submissions newest first, search, one response in a dialog, delete after a confirmation (owners and
// editors), export as CSV or JSON, and with settings.enableAnalytics the analytics summary beside them;
// a Deliveries tab beside the responses holds the webhook delivery log with Replay (deliveries-section).
// Self-contained: it takes the session's client and the form, and brings its own CSS.
import { useEffect, useId, useRef, useState } from 'react';
import type { ApiClient } from '../api/client';
import {
  type ApiSubmission,
  deleteSubmission,
  downloadSubmissionFile,
  type ExportFormat,
  exportSubmissions,
  type SubmissionFile,
  type SubmissionOrder,
} from '../api/submissions';
import type { CollaboratorRole, FormSchemaData } from '../model';
import { Button, ConfirmDialog, Tabs } from '../ui';
import { downloadBlob, downloadText } from '../ui/downloads';
import { AnalyticsSummary } from './analytics-summary';
import { DeliveriesSection } from './deliveries-section';
import { DELIVERY_TEXTS } from './delivery-texts';
import { Heading, type HeadingLevel, nextLevel } from './heading';
import { OrderSelect, PAGE_SIZES, Pager, SearchBox } from './list-controls';
import { responsesStyles } from './responses.styles';
import { ResponsesBody } from './responses-body';
import { SubmissionDetail } from './submission-detail';
import { RESPONSES_TEXTS } from './texts';
import { messageOf, useAnalytics, useFormVersions, useSubmissionPage } from './use-responses';

export type ResponsesNoticeType = 'success' | 'error' | 'warning' | 'info';

export interface ResponsesViewProps {
  /** The signed client of the user's session (null: not connected, shown as an error). */
  client: ApiClient | null;
  formId: string;
  /** The form's schema: labels for the answers, pages for the analytics, settings.enableAnalytics. */
  schema: FormSchemaData;
  /** The user's role on the form: owners and editors may delete responses and replay deliveries. */
  role: CollaboratorRole | null;
  /** Nothing may be changed (a read-only host): no Delete or Replay, whatever the role. */
  readOnly?: boolean;
  /** Results of actions (deleted, export failed...) for the host's notifications; without it they show inline. */
  notify?: (type: ResponsesNoticeType, title: string, message?: string) => void;
  /** Responses per page to start with (default 20). */
  pageSize?: number;
  /** Level of the view's heading under the host's own (default 3, as in the builder's Tools dialog). */
  headingLevel?: HeadingLevel;
}

interface Notice {
  type: ResponsesNoticeType;
  text: string;
}

export function ResponsesView(props: ResponsesViewProps) {
  const { client, formId, schema, role, readOnly = false, notify, headingLevel = 3 } = props;
  const canDelete = (role === 'owner' || role === 'editor') && !readOnly;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(props.pageSize ?? PAGE_SIZES[1]);
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<SubmissionOrder>('newest');
  const [revision, setRevision] = useState(0);
  const [viewing, setViewing] = useState<ApiSubmission | null>(null);
  const [deleting, setDeleting] = useState<ApiSubmission | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [tab, setTab] = useState<'responses' | 'deliveries'>('responses');
  const headingId = useId();
  const headingRef = useRef<HTMLDivElement>(null);
  const focusHeadingAfterLoad = useRef(false);

  const list = useSubmissionPage(client, formId, { page, pageSize, query, order, revision });
  const versions = useFormVersions(client, formId);
  const analytics = useAnalytics(client, formId, schema.settings.enableAnalytics, revision);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  // A delete can empty the last page: show the page that now is the last one.
  useEffect(() => {
    if (list.status === 'ready' && list.data.submissions.length === 0 && page > 1) {
      setPage(Math.max(1, Math.ceil(list.data.total / pageSize)));
    }
  }, [list, page, pageSize]);

  // After a delete the row that had focus is gone: focus moves to the view's heading, not to <body>.
  useEffect(() => {
    if (list.status !== 'ready' || !focusHeadingAfterLoad.current) return;
    focusHeadingAfterLoad.current = false;
    headingRef.current?.querySelector<HTMLElement>('h2, h3, h4, h5')?.focus();
  }, [list.status]);

  const report = (type: ResponsesNoticeType, title: string, message?: string) => {
    if (notify) notify(type, title, message);
    else setNotice({ type, text: message ? `${title}: ${message}` : title });
  };

  const runExport = async (format: ExportFormat) => {
    if (!client || exporting) return;
    setExporting(format);
    try {
      const file = await exportSubmissions(client, formId, format);
      downloadText(file.fileName, file.text, file.mimeType);
      report('success', RESPONSES_TEXTS.exported, file.fileName);
    } catch (error) {
      report('error', RESPONSES_TEXTS.exportFailed, messageOf(error));
    } finally {
      setExporting(null);
    }
  };

  const download = async (file: SubmissionFile) => {
    if (!client || downloading) return;
    setDownloading(file.id);
    try {
      downloadBlob(file.name, await downloadSubmissionFile(client, formId, file.id));
    } catch (error) {
      report('error', RESPONSES_TEXTS.downloadFailed, messageOf(error));
    } finally {
      setDownloading(null);
    }
  };

  const confirmDelete = async () => {
    const target = deleting;
    if (!client || !target || busy) return;
    setBusy(true);
    try {
      await deleteSubmission(client, formId, target.id);
      setDeleting(null);
      if (viewing?.id === target.id) setViewing(null);
      focusHeadingAfterLoad.current = true;
      setRevision((value) => value + 1);
      report('success', RESPONSES_TEXTS.deleted);
    } catch (error) {
      setDeleting(null);
      report('error', RESPONSES_TEXTS.deleteFailed, messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const search = (next: string) => {
    setQuery(next);
    setPage(1);
  };

  const responsesPanel = (
    <div
      className={analytics ? 'fw-responses__layout fw-responses__layout--analytics' : 'fw-responses__layout'}
    >
      <div className="fw-responses__main">
        <div className="fw-responses__filters">
          <SearchBox query={query} onSearch={search} />
          <OrderSelect
            order={order}
            onOrder={(next) => {
              setOrder(next);
              setPage(1);
            }}
          />
        </div>
        <ResponsesBody
          list={list}
          query={query}
          page={page}
          pageSize={pageSize}
          schema={schema}
          former={versions.former}
          canDelete={canDelete}
          onRetry={() => setRevision((value) => value + 1)}
          onView={setViewing}
          onDelete={setDeleting}
        />
        {data && data.total > 0 ? (
          <Pager
            page={page}
            pages={pages}
            pageSize={pageSize}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        ) : null}
      </div>
      {analytics ? (
        <AnalyticsSummary state={analytics} schema={schema} level={nextLevel(headingLevel)} />
      ) : null}
    </div>
  );

  return (
    <section className="fw-responses" aria-labelledby={headingId}>
      <style>{responsesStyles}</style>
      <div className="fw-responses__head" ref={headingRef}>
        <Heading level={headingLevel} id={headingId} className="fw-responses__heading" tabIndex={-1}>
          {RESPONSES_TEXTS.heading}
        </Heading>
        {/* Refresh and export act on the responses: the Deliveries tab has its own Refresh. The export
            buttons are inactive rather than disabled while a file is made: the pressed one keeps focus. */}
        <div className="fw-responses__actions" hidden={tab !== 'responses'}>
          <Button size="small" variant="secondary" onClick={() => setRevision((value) => value + 1)}>
            {RESPONSES_TEXTS.refresh}
          </Button>
          <Button
            size="small"
            variant="secondary"
            inactive={exporting !== null}
            onClick={() => void runExport('csv')}
          >
            {exporting === 'csv' ? RESPONSES_TEXTS.exporting : RESPONSES_TEXTS.exportCsv}
          </Button>
          <Button
            size="small"
            variant="secondary"
            inactive={exporting !== null}
            onClick={() => void runExport('json')}
          >
            {exporting === 'json' ? RESPONSES_TEXTS.exporting : RESPONSES_TEXTS.exportJson}
          </Button>
        </div>
      </div>
      {notice ? (
        <div
          className={`fw-responses__alert fw-responses__alert--${notice.type}`}
          role={notice.type === 'error' ? 'alert' : 'status'}
        >
          <span>{notice.text}</span>
          <Button size="small" variant="ghost" aria-label="Dismiss message" onClick={() => setNotice(null)}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      ) : null}
      <Tabs
        className="fw-responses__views"
        label={DELIVERY_TEXTS.viewsLabel}
        selectedId={tab}
        onSelect={(id) => setTab(id === 'deliveries' ? 'deliveries' : 'responses')}
        tabs={[
          { id: 'responses', label: DELIVERY_TEXTS.responsesTab, panel: responsesPanel },
          {
            id: 'deliveries',
            label: DELIVERY_TEXTS.deliveriesTab,
            // Mounted only while shown: the log loads when it is asked for, and again on every visit.
            panel:
              tab === 'deliveries' ? (
                <DeliveriesSection client={client} formId={formId} canReplay={canDelete} report={report} />
              ) : null,
          },
        ]}
      />
      <SubmissionDetail
        client={client}
        formId={formId}
        schema={schema}
        submission={viewing}
        versionNumbers={versions.numbers}
        former={versions.former}
        canDelete={canDelete}
        downloading={downloading}
        onDownload={(file) => void download(file)}
        onDelete={setDeleting}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        variant="danger"
        title={RESPONSES_TEXTS.deleteTitle}
        message={RESPONSES_TEXTS.deleteMessage}
        confirmText={RESPONSES_TEXTS.deleteConfirm}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
