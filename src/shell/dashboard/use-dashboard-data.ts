// The dashboard's two lists and the actions on them. Both lists load together; duplicate and delete
// answer with a toast and reload, so what is shown is what the server holds.
import { useCallback, useEffect, useState } from 'react';
import { type ApiForm, deleteForm, duplicateForm, listForms } from '../../api/forms';
import { useShell } from '../shell-context';

export interface DashboardData {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  forms: ApiForm[];
  templates: ApiForm[];
  reload(): void;
  duplicate(item: ApiForm): Promise<void>;
  remove(item: ApiForm): Promise<boolean>;
}

export function useDashboardData(): DashboardData {
  const { session, notifications } = useShell();
  const [status, setStatus] = useState<DashboardData['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [forms, setForms] = useState<ApiForm[]>([]);
  const [templates, setTemplates] = useState<ApiForm[]>([]);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    // generation is the reload trigger.
    void generation;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      listForms(session.client, { signal }),
      listForms(session.client, { templates: true, signal }),
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
    async (item: ApiForm) => {
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
      reload();
    },
    [session, notifications, reload],
  );

  const remove = useCallback(
    async (item: ApiForm) => {
      const deleted = await deleteForm(session.client, item.id);
      if (deleted) notifications.notify('success', item.is_template ? 'Template deleted' : 'Form deleted');
      else notifications.notify('error', 'Delete failed', 'The form could not be deleted. Please try again.');
      reload();
      return deleted;
    },
    [session, notifications, reload],
  );

  return { status, error, forms, templates, reload, duplicate, remove };
}
