import { LOAD_ERROR_TEXT } from '../../store/builder-persistence';
import { Button } from '../../ui';
import { useBuilder } from '../context';

/**
 * Shell §4: a form that could not be loaded shows 'Form not found or invalid' with a Save button; the
 * builder then holds an empty new form, so Save creates one (and cancels the redirect to the dashboard).
 */
export function LoadErrorPanel({ onNavigateDashboard }: { onNavigateDashboard: () => void }) {
  const { store } = useBuilder();
  return (
    <div className="fw-load-error" role="alert" part="load-error">
      <p className="fw-load-error__title">{LOAD_ERROR_TEXT}</p>
      <p>You are taken to the dashboard in a moment.</p>
      <div className="fw-load-error__actions">
        <Button variant="primary" onClick={() => void store.save()}>
          Save
        </Button>
        <Button onClick={onNavigateDashboard}>Dashboard</Button>
      </div>
    </div>
  );
}
