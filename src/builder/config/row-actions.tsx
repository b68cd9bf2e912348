import { canMoveItem } from '../../logic';
import { Button } from '../../ui';
import { rowControl } from './row-focus';

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
 * buttons are aria-disabled rather than hidden, so the row's layout and the Tab order stay put, and
 * rather than disabled, so the button keeps the focus of the move that took its row to the end (a
 * disabled button drops focus to the page). The buttons are marked with rowControl so the list can put
 * focus on the same button of another row after a move or remove (useRowFocus).
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
  const canMoveUp = canMoveItem(count, index, -1);
  const canMoveDown = canMoveItem(count, index, 1);
  return (
    <div className="fw-config-row-actions">
      <Button
        size="small"
        variant="ghost"
        aria-label={`Move ${name} up`}
        {...rowControl('up')}
        aria-disabled={!canMoveUp}
        onClick={() => {
          if (canMoveUp) onMove(-1);
        }}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        size="small"
        variant="ghost"
        aria-label={`Move ${name} down`}
        {...rowControl('down')}
        aria-disabled={!canMoveDown}
        onClick={() => {
          if (canMoveDown) onMove(1);
        }}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button
        size="small"
        variant="ghost"
        aria-label={`Remove ${name}`}
        {...rowControl('remove')}
        disabled={removeBlockedReason !== undefined}
        aria-describedby={removeBlockedReason ? removeBlockedId : undefined}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </div>
  );
}
