import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { CurrentPasswordField, Field } from '../../components/Field';
import { keys, useMe } from '../../queries';
import { ConfirmButton, CopyButton, ErrorNotice, Loading, ShownOnce } from '../../ui';

/** TOTP: enrol (password), activate (a code: recovery codes shown once), or turn off (a code). */
export function TotpSection() {
  const me = useMe();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const queryClient = useQueryClient();

  if (recoveryCodes) {
    return (
      <div className="stack">
        <p>Two-factor authentication is on. Keep these recovery codes: each signs you in once if you lose your authenticator.</p>
        <ShownOnce label="Recovery codes" value={recoveryCodes.join('\n')} />
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setRecoveryCodes(null);
              void queryClient.invalidateQueries({ queryKey: keys.me });
            }}
          >
            I have saved my recovery codes
          </button>
        </div>
      </div>
    );
  }
  if (me.isPending) return <Loading label="Loading two-factor status…" />;
  if (me.isError) return <ErrorNotice error={me.error} />;
  if (me.data.mfaEnabled) return <DisableTotp />;
  return <EnrolTotp onActivated={setRecoveryCodes} />;
}

function EnrolTotp({ onActivated }: { onActivated: (codes: string[]) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrollment, setEnrollment] = useState<Schemas['TotpEnrollment'] | null>(null);
  const enrol = useMutation({
    mutationFn: () => gk.enrollTotp({ password }),
    onSuccess: (data) => {
      setPassword('');
      setEnrollment(data);
    },
  });
  const activate = useMutation({
    mutationFn: () => gk.activateTotp({ code: code.trim() }),
    onSuccess: (data) => onActivated(data.recoveryCodes),
  });

  if (!enrollment) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      enrol.mutate();
    };
    return (
      <form onSubmit={submit} className="form">
        <p>Two-factor authentication is off.</p>
        <CurrentPasswordField value={password} onChange={setPassword} />
        <ErrorNotice error={enrol.error} />
        <div className="actions">
          <button type="submit" className="button" disabled={enrol.isPending}>
            Set up authenticator app
          </button>
        </div>
      </form>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    activate.mutate();
  };
  return (
    <div className="stack">
      <p>
        Add this account to your authenticator app: open the setup link on this device, or type the secret in by hand. Then enter the
        6-digit code it shows.
      </p>
      <ShownOnce label="Secret" value={enrollment.secret} />
      <div className="field">
        <span className="label">Setup link</span>
        <p className="mono break">
          <a href={enrollment.otpauthUrl}>{enrollment.otpauthUrl}</a>
        </p>
        <CopyButton value={enrollment.otpauthUrl} label="Copy setup link" />
      </div>
      <form onSubmit={submit} className="form">
        <Field label="Code" value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" required />
        <ErrorNotice error={activate.error} />
        <div className="actions">
          <button type="submit" className="button" disabled={activate.isPending}>
            Activate
          </button>
        </div>
      </form>
    </div>
  );
}

function DisableTotp() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  return (
    <div className="stack">
      <p>Two-factor authentication is on.</p>
      <div className="actions">
        <ConfirmButton
          label="Turn off two-factor authentication"
          title="Turn off two-factor authentication?"
          description={
            <>
              <p>Your recovery codes stop working, and signing in asks for your password only.</p>
              <Field label="Code or recovery code" value={code} onChange={setCode} autoComplete="one-time-code" required />
            </>
          }
          confirmLabel="Turn off"
          destructive
          onConfirm={async () => {
            await gk.disableTotp({ code: code.trim() });
            setCode('');
            await queryClient.invalidateQueries({ queryKey: keys.me });
          }}
        />
      </div>
    </div>
  );
}
