import { invoiceFileName, type EInvoice } from '@selfcare/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/apiErrorMessage';
import { useFeedback } from '../../lib/feedback';
import { usePortalQueries } from '../../lib/services';
import { saveFile } from '../../lib/saveFile';

/**
 * ACC-54: downloads one invoice's PDF ({product}_einvoice_download_file) and saves it under a safe
 * name; a failure is a toast in the reader's language. One download at a time per page.
 */
export function useInvoiceDownload() {
  const { t } = useTranslation(['einvoices', 'errors']);
  const { accountQueries } = usePortalQueries();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [pendingId, setPendingId] = useState<string | undefined>(undefined);

  const download = async (invoice: Pick<EInvoice, 'id' | 'number'>) => {
    if (pendingId !== undefined) return;
    setPendingId(invoice.id);
    try {
      const file = await queryClient.fetchQuery({
        ...accountQueries.eInvoiceDownload({ invoice_id: invoice.id }),
        staleTime: 0,
      });
      saveFile(file.bytes, invoiceFileName(invoice));
    } catch (error) {
      feedback.toast('error', `${t('downloadFailed')} ${failureMessage(error, t)}`);
    } finally {
      setPendingId(undefined);
    }
  };
  return { pendingId, download: (invoice: Pick<EInvoice, 'id' | 'number'>) => void download(invoice) };
}
