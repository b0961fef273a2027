import { Link } from '@tanstack/react-router';
import { PageHeader } from '../ui';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" description="There is no page at this address, or it is not yours to see." />
      <p>
        <Link to="/tenants">Go to your tenants</Link>
      </p>
    </>
  );
}
