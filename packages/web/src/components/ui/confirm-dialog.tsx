import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import '../../styles/confirm-dialog.css';
import { FormAlert } from './form-alert';

type Props = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the action failed, shown inside the dialog. */
  error?: string | null;
  tone?: 'danger' | 'primary';
};

/** "Are you sure?" for actions that cannot be undone: a modal with Cancel and the confirm button. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  tone = 'danger',
}: Props) {
  return (
    <Dialog open={open} title={title} onClose={busy ? () => {} : onCancel}>
      <div className="confirm">
        <div className="confirm__text">{children}</div>
        <FormAlert message={error} />
        <div className="confirm__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button className={tone === 'danger' ? 'btn--danger' : ''} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
