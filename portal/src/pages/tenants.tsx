import type { Schemas } from '@gatekeep/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { gk } from '../api';
import { Field } from '../components/Field';
import { Section } from '../components/Section';
import { Success } from '../components/Success';
import { Time } from '../components/Time';
import { keys } from '../queries';
import { ErrorNotice, PageHeader, PagedTable, usePaged } from '../ui';

export function TenantsPage() {
  const { items, query } = usePaged(keys.tenants, (cursor) => gk.listTenants({ cursor, limit: 50 }));
  return (
    <>
      <PageHeader title="Tenants" description="The organisations you belong to, with your role in each." />
      <Section title="Your tenants">
        <PagedTable
          query={query}
          items={items}
          loading="Loading tenants…"
          empty="You belong to no tenant yet. Create one below."
          label="Tenants"
          columns={['Name', 'Slug', 'Your role', 'Created']}
          row={(tenant) => <TenantRow key={tenant.id} tenant={tenant} />}
        />
      </Section>
      <Section title="Create a tenant">
        <CreateTenantForm />
      </Section>
    </>
  );
}

function TenantRow({ tenant }: { tenant: Schemas['TenantWithRole'] }) {
  return (
    <tr>
      <td>
        <Link to="/tenants/$tenantId" params={{ tenantId: tenant.id }}>
          {tenant.name}
        </Link>
      </td>
      <td className="mono">{tenant.slug}</td>
      <td>{tenant.role}</td>
      <td>
        <Time value={tenant.createdAt} />
      </td>
    </tr>
  );
}

function CreateTenantForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const create = useMutation({
    mutationFn: () => gk.createTenant({ name: name.trim(), ...(slug.trim() ? { slug: slug.trim() } : {}) }),
    onSuccess: async () => {
      setName('');
      setSlug('');
      await queryClient.invalidateQueries({ queryKey: keys.tenants });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="form">
      <Field label="Name" value={name} onChange={setName} maxLength={100} required />
      <Field
        label="Slug (optional)"
        value={slug}
        onChange={setSlug}
        maxLength={63}
        hint="Lower-case letters, digits and inner hyphens, unique across Gatekeep. Made from the name when left empty."
      />
      <ErrorNotice error={create.error} />
      <Success>
        {create.data && (
          <>
            Tenant{' '}
            <Link to="/tenants/$tenantId" params={{ tenantId: create.data.id }}>
              {create.data.name}
            </Link>{' '}
            is created.
          </>
        )}
      </Success>
      <div className="actions">
        <button type="submit" className="button" disabled={create.isPending}>
          Create tenant
        </button>
      </div>
    </form>
  );
}
