import { EInvoiceList, type EInvoiceLinkProps } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { failureMessage } from '../../lib/apiErrorMessage';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import { useInvoiceDownload } from './useInvoiceDownload';

/** The viewer link prefetches /view-pdf's chunk and the invoice's file on intent. */
function InvoiceLink({ href, ...rest }: EInvoiceLinkProps) {
  return <PrefetchLink to={href} {...rest} />;
}

/** ACC-54, SHELL-061: the subscriber's e-invoices by month; each opens in /view-pdf or downloads. */
export function Component() {
  const { t } = useTranslation(['einvoices', 'errors']);
  const { accountQueries } = usePortalQueries();
  const invoices = useQuery(accountQueries.eInvoices());
  const { pendingId, download } = useInvoiceDownload();
  return (
    <section className={pageStyles.page} aria-labelledby="einvoices-title">
      <div>
        <h1 id="einvoices-title" className={pageStyles.title}>
          {t('title')}
        </h1>
        <p>{t('lead')}</p>
      </div>
      <EInvoiceList
        state={invoices.isPending ? 'loading' : invoices.isError ? 'error' : 'ready'}
        invoices={invoices.data ?? []}
        viewHref={(invoice) => paths.viewPdf.getHref(invoice.id)}
        onDownload={download}
        downloadingId={pendingId}
        onRetry={() => void invoices.refetch()}
        errorMessage={invoices.isError ? failureMessage(invoices.error, t) : undefined}
        LinkComponent={InvoiceLink}
      />
    </section>
  );
}
