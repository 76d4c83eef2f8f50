import { clampPage, nextZoom, PDF_DEFAULT_ZOOM, viewPdfSourceOf } from '@selfcare/domain';
import { NotAPdfError } from '@selfcare/api-client';
import { Button, PdfToolbar } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { failureMessage } from '../../lib/apiErrorMessage';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import * as styles from './einvoices.css';
import { PdfPageView } from './PdfPageView';
import { printPdf } from './printPdf';
import { useInvoiceDownload } from './useInvoiceDownload';
import { usePdfDocument } from './usePdfDocument';

/**
 * SHELL-010, ACC-54: `/view-pdf?hoa-don=<id>` shows one of the signed-in subscriber's invoices
 * ({product}_einvoice_get_file), drawn by pdf.js, with pages, zoom, download and print. The query
 * names an invoice id only (domain viewPdfSourceOf): no address from it is ever fetched.
 */
export function Component() {
  const { t } = useTranslation('einvoices');
  const source = viewPdfSourceOf(useLocation().search);
  return (
    <section className={pageStyles.page} aria-labelledby="view-pdf-title">
      <div>
        <h1 id="view-pdf-title" className={pageStyles.title}>
          {t('viewer.title')}
        </h1>
        <PrefetchLink to={paths.eInvoices.getHref()}>{t('viewer.back')}</PrefetchLink>
      </div>
      {source === undefined ? (
        <p role="alert">{t('viewer.notFound')}</p>
      ) : (
        <InvoiceViewer key={source.invoiceId} invoiceId={source.invoiceId} />
      )}
    </section>
  );
}

function InvoiceViewer({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation(['einvoices', 'errors']);
  const file = useQuery(usePortalQueries().accountQueries.eInvoiceFile({ invoice_id: invoiceId }));
  const pdf = usePdfDocument(file.data?.bytes);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(PDF_DEFAULT_ZOOM);
  const [renderFailed, setRenderFailed] = useState(false);
  const { pendingId, download } = useInvoiceDownload();
  const onZoom = useCallback(
    (direction: 'in' | 'out') => setZoom((current) => nextZoom(current, direction)),
    [],
  );
  const onFailed = useCallback(() => setRenderFailed(true), []);
  const document = pdf.status === 'ready' ? pdf.document : undefined;
  const name = file.data?.fileName ?? invoiceId;

  const failure = file.isError
    ? file.error instanceof NotAPdfError
      ? t('viewer.notPdf')
      : failureMessage(file.error, t)
    : pdf.status === 'failed' || renderFailed
      ? t('viewer.renderFailed')
      : undefined;

  return (
    <div className={styles.viewer}>
      <p className={styles.fileName}>{t('viewer.document', { name })}</p>
      <PdfToolbar
        page={page}
        pageCount={document?.numPages}
        zoom={zoom}
        onPageChange={(next) => setPage(clampPage(next, document?.numPages ?? 1))}
        onZoomChange={onZoom}
        onDownload={() => download({ id: invoiceId, number: file.data?.fileName?.replace(/\.pdf$/i, '') })}
        onPrint={() => document && void printPdf(document).catch(onFailed)}
        downloading={pendingId === invoiceId}
      />
      {failure !== undefined ? (
        <div role="alert">
          <p>{failure}</p>
          {file.isError ? (
            <Button variant="secondary" onClick={() => void file.refetch()}>
              {t('viewer.retry')}
            </Button>
          ) : null}
        </div>
      ) : document ? (
        <PdfPageView document={document} page={page} zoom={zoom} onZoom={onZoom} onFailed={onFailed} />
      ) : (
        <div className={styles.frame} aria-busy="true" />
      )}
    </div>
  );
}
