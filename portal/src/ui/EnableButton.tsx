import { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton';

export interface EnableButtonProps {
  enabled: boolean;
  /** Sets the new state; its promise settles the confirmation dialog. */
  onChange: (enabled: boolean) => Promise<unknown>;
  pending: boolean;
  /** The dialog that asks before disabling: it stops something from working. */
  disabling: Pick<ConfirmButtonProps, 'title' | 'description' | 'confirmLabel'>;
}

/** "Disable", which asks first, or "Enable", which does not: turning something back on breaks nothing. */
export function EnableButton({ enabled, onChange, pending, disabling }: EnableButtonProps) {
  if (enabled) return <ConfirmButton label="Disable" {...disabling} onConfirm={() => onChange(false)} />;
  return (
    <button type="button" className="button button-secondary" onClick={() => void onChange(true).catch(() => {})} disabled={pending}>
      Enable
    </button>
  );
}
