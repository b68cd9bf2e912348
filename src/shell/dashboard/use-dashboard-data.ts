// The dashboard's two lists and the actions on them. Both lists load together; duplicate and delete
// answer with a toast and reload, so what is shown is what the server holds. Forms whose schema cannot be
// read are listed too (marked unreadable), so they count and can be deleted.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deleteForm,
  duplicateForm,
  type FormSummary,
  type ListedForm,
  listFormSummaries,
} from '../../api/forms';
import { useShell } from '../shell-context';

export interface DashboardData {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  forms: ListedForm[];
  templates: ListedForm[];
  /** Ids of the forms being duplicated: their Duplicate waits for the copy (one copy per press). */
  duplicating: ReadonlySet<string>;
  reload(): void;
  duplicate(item: FormSummary): Promise<void>;
  /** Deletes; a deleted item leaves the lists at once (before the reload), so focus can move on. */
  remove(item: ListedForm): Promise<boolean>;
}

export function useDashboardData(): DashboardData {
  const { session, notifications } = useShell();
  const [status, setStatus] = useState<DashboardData['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [forms, setForms] = useState<ListedForm[]>([]);
  const [templates, setTemplates] = useState<ListedForm[]>([]);
  const [generation, setGeneration] = useState(0);
  const [duplicating, setDuplicating] = useState<ReadonlySet<string>>(new Set());
  // The same ids, read synchronously: a second click can come before the re-render that marks the first.
  const duplicatingNow = useRef(new Set<string>());

  useEffect(() => {
    // generation is the reload trigger.
    void generation;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      listFormSummaries(session.client, { signal }),
      listFormSummaries(session.client, { templates: true, signal }),
    ])
      .then(([formList, templateList]) => {
        setForms(formList);
        setTemplates(templateList);
        setError(null);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (signal.aborted) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setStatus('error');
      });
    return () => controller.abort();
  }, [session, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const duplicate = useCallback(
    async (item: FormSummary) => {
      if (duplicatingNow.current.has(item.id)) return;
      duplicatingNow.current.add(item.id);
      setDuplicating(new Set(duplicatingNow.current));
      try {
        const copy = await duplicateForm(session.client, item.id);
        if (copy)
          notifications.notify(
            'success',
            item.is_template ? 'Template duplicated' : 'Form duplicated',
            copy.description,
          );
        else
          notifications.notify(
            'error',
            'Duplicate failed',
            'The form could not be duplicated. Please try again.',
          );
      } finally {
        duplicatingNow.current.delete(item.id);
        setDuplicating(new Set(duplicatingNow.current));
      }
      reload();
    },
    [session, notifications, reload],
  );

  const remove = useCallback(
    async (item: ListedForm) => {
      const deleted = await deleteForm(session.client, item.id);
      if (deleted) {
        const without = (list: ListedForm[]) => list.filter((entry) => entry.id !== item.id);
        setForms(without);
        setTemplates(without);
        notifications.notify('success', item.is_template ? 'Template deleted' : 'Form deleted');
      } else
        notifications.notify('error', 'Delete failed', 'The form could not be deleted. Please try again.');
      reload();
      return deleted;
    },
    [session, notifications, reload],
  );

  return { status, error, forms, templates, duplicating, reload, duplicate, remove };
}
