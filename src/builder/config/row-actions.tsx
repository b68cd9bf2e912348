import { canMoveItem } from '../../logic';
import { Button } from '../../ui';

export interface RowActionsProps {
  /** What the row is called in the buttons' names, e.g. 'Option 2' or 'column "Email"'. */
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** Why removing is refused, when it is; shown as the Remove button's description. */
  removeBlockedReason?: string;
  removeBlockedId?: string;
}

/**
 * Move up, move down and remove: the click path for reordering (WCAG 2.2 2.5.7). At the ends the move
 * buttons are disabled rather than hidden, so the row's layout and the Tab order stay put.
 */
export function RowActions({
  name,
  index,
  count,
  onMove,
  onRemove,
  removeBlockedReason,
  removeBlockedId,
}: RowActionsProps) {
  return (
    <div className="fw-config-row-actions">
      <Button
        size="small"
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={!canMoveItem(count, index, -1)}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        size="small"
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={!canMoveItem(count, index, 1)}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button
        size="small"
        variant="ghost"
        aria-label={`Remove ${name}`}
        disabled={removeBlockedReason !== undefined}
        aria-describedby={removeBlockedReason ? removeBlockedId : undefined}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </div>
  );
}
