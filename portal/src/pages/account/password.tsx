import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { CurrentPasswordField, Field } from '../../components/Field';
import { Success } from '../../components/Success';
import { ErrorNotice } from '../../ui';

export function PasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: () => gk.changePassword({ currentPassword, newPassword }),
    onSuccess: () => {
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differs = newPassword !== confirmation;
    setMismatch(differs);
    if (!differs) change.mutate();
  };

  const ended = change.data?.revokedSessions ?? 0;
  return (
    <form onSubmit={submit} className="form">
      <CurrentPasswordField value={currentPassword} onChange={setCurrentPassword} />
      <Field
        label="New password"
        type="password"
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
        minLength={8}
        maxLength={256}
        required
        hint="At least 8 characters, and not a common or easily guessed password."
      />
      <Field
        label="Confirm password"
        type="password"
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        required
        aria-invalid={mismatch || undefined}
      />
      {mismatch && (
        <p role="alert" className="notice notice-error">
          The two new passwords differ.
        </p>
      )}
      <ErrorNotice error={change.error} />
      <Success>
        {change.isSuccess &&
          `Your password is changed.${ended > 0 ? ` ${ended} other ${ended === 1 ? 'session was' : 'sessions were'} ended.` : ''}`}
      </Success>
      <div className="actions">
        <button type="submit" className="button" disabled={change.isPending}>
          Change password
        </button>
      </div>
    </form>
  );
}
