import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { gk } from '../../api';
import { Field } from '../../components/Field';
import { Section } from '../../components/Section';
import { Success } from '../../components/Success';
import { Time } from '../../components/Time';
import { keys } from '../../queries';
import { ConfirmButton, ErrorNotice, Loading, PageHeader } from '../../ui';

type Tenant = Schemas['Tenant'];

export function TenantOverviewPage({ tenantId }: { tenantId: string }) {
  const tenant = useQuery({ queryKey: keys.tenant(tenantId), queryFn: () => gk.getTenant(tenantId) });
  if (tenant.isPending) return <Loading label="Loading the tenant…" />;
  if (tenant.isError) {
    return (
      <>
        <PageHeader title="Tenant" />
        <ErrorNotice error={tenant.error} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={tenant.data.name} description="The tenant's name, address and plan." />
      <Details tenant={tenant.data} />
      <Section title="Rename">
        <RenameForm tenant={tenant.data} />
      </Section>
      <Section title="Delete this tenant" description="Its members, roles, keys, webhooks and settings go with it. This cannot be undone.">
        <DeleteTenant tenant={tenant.data} />
      </Section>
    </>
  );
}

function Details({ tenant }: { tenant: Tenant }) {
  const plans = useQuery({ queryKey: keys.plans, queryFn: () => gk.listPlans({ limit: 100 }) });
  const plan = plans.data?.items.find((item) => item.id === tenant.planId);
  return (
    <Section title="Details">
      <dl className="details">
        <dt>Name</dt>
        <dd>{tenant.name}</dd>
        <dt>Slug</dt>
        <dd className="mono">{tenant.slug}</dd>
        <dt>Plan</dt>
        <dd>{plan ? plan.name : plans.isPending ? 'Loading…' : tenant.planId}</dd>
        <dt>Tenant id</dt>
        <dd className="mono">{tenant.id}</dd>
        <dt>Created</dt>
        <dd>
          <Time value={tenant.createdAt} />
        </dd>
      </dl>
    </Section>
  );
}

function RenameForm({ tenant }: { tenant: Tenant }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(tenant.name);
  const [slug, setSlug] = useState(tenant.slug);
  const save = useMutation({
    mutationFn: () => {
      const changes: Schemas['UpdateTenantRequest'] = {};
      if (name.trim() !== tenant.name) changes.name = name.trim();
      if (slug.trim() !== tenant.slug) changes.slug = slug.trim();
      return Object.keys(changes).length > 0 ? gk.updateTenant(tenant.id, changes) : Promise.resolve(tenant);
    },
    onSuccess: async (updated) => {
      queryClient.setQueryData(keys.tenant(tenant.id), updated);
      await queryClient.invalidateQueries({ queryKey: keys.tenants, exact: false, refetchType: 'active' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="form">
      <Field label="Name" value={name} onChange={setName} maxLength={100} required />
      <Field label="Slug" value={slug} onChange={setSlug} maxLength={63} required hint="Lower-case letters, digits and inner hyphens." />
      <ErrorNotice error={save.error} />
      <Success>{save.isSuccess && 'Saved.'}</Success>
      <div className="actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Save changes
        </button>
      </div>
    </form>
  );
}

function DeleteTenant({ tenant }: { tenant: Tenant }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      label="Delete tenant"
      title={`Delete ${tenant.name}?`}
      description="Every member loses access, and its API keys stop working at once. This cannot be undone."
      confirmLabel="Delete tenant"
      destructive
      onConfirm={async () => {
        await gk.deleteTenant(tenant.id);
        queryClient.removeQueries({ queryKey: keys.tenant(tenant.id) });
        await queryClient.invalidateQueries({ queryKey: keys.tenants });
        await navigate({ to: '/tenants' });
      }}
    />
  );
}
