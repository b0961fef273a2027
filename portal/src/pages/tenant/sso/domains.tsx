import { ApiError, type Schemas } from '@gatekeep/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useGatekeep } from '../../../api';
import { ConfirmButton, CopyButton, ErrorNotice, PagedList } from '../../../ui';

type Domain = Schemas['Domain'];

export const domainsKey = (tenantId: string) => ['tenants', tenantId, 'domains'];

/** What a failed verification means, and what to do about it. */
function verifyAdvice(error: unknown, domain: Domain): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'DOMAIN_TAKEN')
    return `Another organisation on Gatekeep has already verified ${domain.domain}. If it should be yours, have them delete it there, then verify again.`;
  if (error.status === 409)
    return `The TXT record was not found yet. Check that it is published at ${domain.verification.name} (some DNS providers add the domain to the name themselves: enter only “${domain.verification.name.replace(`.${domain.domain}`, '')}” there) with exactly the value above. New records can take from minutes to a few hours to be seen; verify again later.`;
  if (error.status === 503) return 'The DNS resolver could not answer. The domain stays pending: try again in a few minutes.';
  return null;
}

function DomainCard({ tenantId, domain }: { tenantId: string; domain: Domain }) {
  const gk = useGatekeep();
  const queryClient = useQueryClient();
  const id = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: domainsKey(tenantId) });
  const verify = useMutation({ mutationFn: () => gk.verifyDomain(tenantId, domain.id), onSuccess: refresh });
  const advice = verifyAdvice(verify.error, domain);
  const verified = domain.status === 'verified';

  return (
    <article className="card stack" aria-labelledby={`${id}-name`}>
      <header className="row wrap">
        <h3 id={`${id}-name`} className="mono break">
          {domain.domain}
        </h3>
        <span className={`status ${verified ? 'status-succeeded' : 'status-pending'}`}>{verified ? 'Verified' : 'Pending'}</span>
      </header>
      {verified ? (
        <p className="hint">
          Verified{domain.verifiedAt ? ` on ${new Date(domain.verifiedAt).toLocaleString()}` : ''}. Addresses at {domain.domain} can sign in
          through your connections. You may remove the TXT record.
        </p>
      ) : (
        <>
          <p>Publish this TXT record at your DNS provider, then press Verify:</p>
          <dl className="details-list">
            <dt>Type</dt>
            <dd className="mono">{domain.verification.type}</dd>
            <dt>Name</dt>
            <dd>
              <span className="mono break">{domain.verification.name}</span>{' '}
              <CopyButton value={domain.verification.name} label="Copy record name" />
            </dd>
            <dt>Value</dt>
            <dd>
              <span className="mono break">{domain.verification.value}</span>{' '}
              <CopyButton value={domain.verification.value} label="Copy record value" />
            </dd>
          </dl>
        </>
      )}
      <div className="row wrap">
        {!verified && (
          <button type="button" className="button" onClick={() => verify.mutate()} disabled={verify.isPending}>
            {verify.isPending ? 'Verifying…' : 'Verify'}
          </button>
        )}
        <ConfirmButton
          label="Delete"
          title={`Delete ${domain.domain}?`}
          description={`Addresses at ${domain.domain} will no longer be steered to your SSO connections, and SSO enforcement stops applying to them. Accounts and memberships stay.`}
          confirmLabel="Delete domain"
          destructive
          onConfirm={async () => {
            await gk.deleteDomain(tenantId, domain.id);
            await refresh();
          }}
        />
      </div>
      <div role="status" aria-live="polite">
        {verify.isSuccess && <p className="notice notice-success">{domain.domain} is verified.</p>}
      </div>
      {verify.error && (
        <div className="stack">
          <ErrorNotice error={verify.error} />
          {advice && <p>{advice}</p>}
        </div>
      )}
    </article>
  );
}

export function DomainsStep({ tenantId }: { tenantId: string }) {
  const gk = useGatekeep();
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState('');
  const domains = useQuery({ queryKey: domainsKey(tenantId), queryFn: async () => (await gk.listDomains(tenantId)).items });
  const create = useMutation({
    mutationFn: (domain: string) => gk.createDomain(tenantId, { domain }),
    onSuccess: () => {
      setName('');
      return queryClient.invalidateQueries({ queryKey: domainsKey(tenantId) });
    },
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim().toLowerCase());
  };

  return (
    <div className="stack">
      <p>
        Prove that your organisation owns the email domains its people sign in with. Only addresses in a verified domain can sign in through
        SSO for the first time.
      </p>
      <form className="row wrap" onSubmit={add}>
        <div className="field">
          <label htmlFor={`${id}-domain`}>Domain</label>
          <input
            id={`${id}-domain`}
            required
            maxLength={253}
            placeholder="acme.com"
            autoComplete="off"
            spellCheck={false}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={create.isPending}>
          Add domain
        </button>
      </form>
      <ErrorNotice error={create.error} />
      <PagedList
        query={domains}
        items={domains.data ?? []}
        loading="Loading domains"
        empty={<>No domains yet. Add the domain of your people&rsquo;s email addresses, such as acme.com.</>}
      >
        {domains.data?.map((domain) => (
          <DomainCard key={domain.id} tenantId={tenantId} domain={domain} />
        ))}
      </PagedList>
    </div>
  );
}
