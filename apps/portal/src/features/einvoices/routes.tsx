import type { RouteObject } from 'react-router-dom';
import { viewPdfSourceOf } from '@selfcare/domain';
import { paths } from '../../config/paths';
import { signedInRoutes } from '../../lib/guard';
import { prefetches } from '../../lib/routeData';
import { withNamespaces } from '../../lib/withNamespaces';

/**
 * Issue 19: the e-invoices (ACC-54, SHELL-061) and the PDF viewer (SHELL-010), both for a signed-in
 * subscriber only (a guest is asked to sign in on the page). The viewer's loader fetches the invoice's
 * file while the chunk loads; pdf.js itself loads only when the page opens the file.
 */
export const eInvoicesRoutes: RouteObject[] = [
  signedInRoutes([
    {
      path: paths.eInvoices.path,
      loader: prefetches(({ queries }) => [queries.accountQueries.eInvoices()]),
      lazy: withNamespaces(['einvoices', 'ui:eInvoices'], () => import('./EInvoicesRoute')),
    },
    {
      path: paths.viewPdf.path,
      loader: prefetches(({ queries }, { request }) => {
        const source = viewPdfSourceOf(new URL(request.url).search);
        return [source && queries.accountQueries.eInvoiceFile({ invoice_id: source.invoiceId })];
      }),
      lazy: withNamespaces(['einvoices', 'ui:eInvoices'], () => import('./ViewPdfRoute')),
    },
  ]),
];
