import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ErrorNotice } from './ErrorNotice';

export interface ConfirmButtonProps {
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  destructive?: boolean;
}

/**
 * A button that asks first, in a modal alert dialog; the dialog stays open with the error when
 * the action fails, and closes when it succeeds. Native buttons rather than react-aria's Button:
 * its press handling injects a <style> element, which the portal's Content-Security-Policy refuses.
 */
export function ConfirmButton({ label, title, description, confirmLabel, onConfirm, destructive = false }: ConfirmButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    setError(null);
    setOpen(next);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (err) {
      setError(err);
    } finally {
      setPending(false);
    }
  };

  const tone = destructive ? 'button button-danger' : 'button';
  return (
    <>
      <button type="button" className={`${tone} button-small`} aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        {label}
      </button>
      <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isKeyboardDismissDisabled={pending}>
        <Modal className="modal">
          <Dialog role="alertdialog" className="dialog">
            <form onSubmit={confirm}>
              <Heading slot="title" className="dialog-title">
                {title}
              </Heading>
              <div className="dialog-body">{description}</div>
              <ErrorNotice error={error} />
              <div className="actions">
                <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)} disabled={pending}>
                  Cancel
                </button>
                <button type="submit" className={tone} disabled={pending} aria-busy={pending || undefined}>
                  {confirmLabel}
                </button>
              </div>
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
