import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { CurrentPasswordField, Field } from '../../components/Field';
import { Section } from '../../components/Section';
import { Success } from '../../components/Success';
import { keys, useMe } from '../../queries';
import { ErrorNotice, Loading, PageHeader } from '../../ui';

export function ProfilePage() {
  const me = useMe();
  return (
    <>
      <PageHeader title="Profile" description="Your name and the address you sign in with." />
      {me.isPending ? (
        <Loading label="Loading your profile…" />
      ) : me.isError ? (
        <ErrorNotice error={me.error} />
      ) : (
        <>
          <Section title="Name">
            <NameForm current={me.data.name} />
          </Section>
          <Section title="Email address">
            <p>
              You sign in as <strong>{me.data.email}</strong>
              {me.data.emailVerified ? ' (verified).' : ' (not verified yet).'}
            </p>
            <EmailForm />
          </Section>
        </>
      )}
    </>
  );
}

function NameForm({ current }: { current: string | null }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(current ?? '');
  const save = useMutation({
    mutationFn: () => gk.updateMe({ name: name.trim() === '' ? null : name.trim() }),
    onSuccess: (user) => queryClient.setQueryData(keys.me, user),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="form">
      <Field label="Name" value={name} onChange={setName} autoComplete="name" maxLength={200} hint="Leave empty to clear it." />
      <ErrorNotice error={save.error} />
      <Success>{save.isSuccess && 'Your name is saved.'}</Success>
      <div className="actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Save name
        </button>
      </div>
    </form>
  );
}

function EmailForm() {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const change = useMutation({
    mutationFn: () => gk.changeEmail({ newEmail: newEmail.trim(), password }),
    onSuccess: () => setPassword(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <form onSubmit={submit} className="form">
      <Field label="New email" type="email" value={newEmail} onChange={setNewEmail} autoComplete="email" required />
      <CurrentPasswordField value={password} onChange={setPassword} />
      <ErrorNotice error={change.error} />
      <Success>{change.data && `We sent a confirmation link to ${change.data.email}. Your address changes once you open it.`}</Success>
      <div className="actions">
        <button type="submit" className="button" disabled={change.isPending}>
          Change email
        </button>
      </div>
    </form>
  );
}
