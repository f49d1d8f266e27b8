import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminNav } from '@/features/admin/components/admin-nav.tsx';
import { RequireAdmin } from '@/features/admin/components/require-admin.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * An admin operations page: Access Denied for everyone but admins (the page's
 * content, and so its requests, exist only behind it), the admin navigation,
 * the heading and, on a detail page, the way back to its list.
 */
export function AdminFrame({
  title,
  back,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <RequireAdmin>
        {() => (
          <>
            <AdminNav />
            {back ? (
              <Link
                to={back.to}
                className="mb-2 inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {back.label}
              </Link>
            ) : null}
            <h1 className="mb-6 text-2xl font-bold">{title}</h1>
            {children}
          </>
        )}
      </RequireAdmin>
    </section>
  );
}
