import { Link } from 'wouter';
import { Button } from '../../ui';

export interface DashboardHeaderProps {
  title: string;
  userName: string | undefined;
  onOpenSettings(): void;
  onSignOut(): void;
  signingOut: boolean;
}

export function DashboardHeader({
  title,
  userName,
  onOpenSettings,
  onSignOut,
  signingOut,
}: DashboardHeaderProps) {
  return (
    <header className="fw-dashboard__header">
      <div>
        <h1 className="fw-dashboard__title">{title}</h1>
        {userName ? <p className="fw-dashboard__user">Signed in as {userName}</p> : null}
      </div>
      <nav className="fw-dashboard__header-actions" aria-label="Dashboard">
        <Button onClick={onOpenSettings}>Settings</Button>
        <Link href="/create-form" className="fw-button fw-button--primary fw-button--medium">
          Create New Form
        </Link>
        <Button onClick={onSignOut} disabled={signingOut}>
          {signingOut ? 'Signing out...' : 'Sign out'}
        </Button>
      </nav>
    </header>
  );
}
