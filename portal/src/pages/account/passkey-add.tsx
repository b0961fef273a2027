import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { CurrentPasswordField, Field } from '../../components/Field';
import { Section } from '../../components/Section';
import { Success } from '../../components/Success';
import { keys } from '../../queries';
import { ErrorNotice } from '../../ui';

/** WebAuthn Level 3's JSON helpers, missing from older browsers. */
function passkeysSupported(): boolean {
  return typeof window.PublicKeyCredential === 'function' && typeof PublicKeyCredential.parseCreationOptionsFromJSON === 'function';
}

/** Registers a passkey: the step-up (current password), the browser's ceremony, then the answer to the server. */
async function addPasskey(name: string, password: string) {
  if (!passkeysSupported()) throw new Error('This browser cannot create passkeys. Try a recent version of your browser.');
  const { options } = await gk.startPasskeyRegistration(password ? { password } : {});
  const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(options as unknown as PublicKeyCredentialCreationOptionsJSON);
  const created = await navigator.credentials.create({ publicKey });
  if (!(created instanceof PublicKeyCredential)) throw new Error('No passkey was created.');
  return gk.registerPasskey({ response: created.toJSON(), ...(name ? { name } : {}) });
}

export function AddPasskeyForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const add = useMutation({
    mutationFn: () => addPasskey(name.trim(), password),
    onSuccess: async () => {
      setName('');
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: keys.passkeys });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Section title="Add a passkey" level={3}>
      <form onSubmit={submit} className="form">
        <Field label="Passkey name" value={name} onChange={setName} maxLength={100} hint="For example: Work laptop." />
        <CurrentPasswordField value={password} onChange={setPassword} passwordless />
        <ErrorNotice error={add.error} />
        <Success>{add.data && `The passkey “${add.data.name}” is added.`}</Success>
        <div className="actions">
          <button type="submit" className="button" disabled={add.isPending}>
            Add passkey
          </button>
        </div>
      </form>
    </Section>
  );
}
