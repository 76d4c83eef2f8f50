import { orderRequest } from '@selfcare/api-client';
import type { AddressSelection } from '@selfcare/domain';
import { Button, Card, OrderForm, Skeleton, type OrderSubmission } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAuthDialog } from '../../lib/authDialog';
import { useFeedback } from '../../lib/feedback';
import { usePortalQueries, useServices, useSession } from '../../lib/services';
import { paths } from '../../config/paths';
import { LoadFailure } from '../../lib/LoadFailure';
import { useCallMutation } from '../../lib/useCallMutation';
import * as styles from './order.css';
import { useAddressOptions } from './useAddressOptions';

/** PKG-34 … PKG-48: ordering a home internet or TV package. */
export function Component() {
  const { service = '', code = '' } = useParams();
  const { t } = useTranslation(['order', 'errors']);
  const session = useSession();
  const services = useServices();
  const authDialog = useAuthDialog();
  const feedback = useFeedback();
  const packages = useQuery(usePortalQueries().packageQueries.search({ group: service }));
  const pkg = packages.data?.find((candidate) => candidate.code === code);
  const [selection, setSelection] = useState<AddressSelection>({});
  const { options, failed } = useAddressOptions(selection);
  const sending = useCallMutation('custservice_submit_contract_profile_1800');
  const [sentMessage, setSentMessage] = useState<string | undefined>(undefined);

  const submit = async (order: OrderSubmission) => {
    // PKG-13, ROLE-04: ordering needs sign-in; a guest who opened the address directly signs in
    // first and the same order (nothing typed is lost) is sent afterwards.
    if (services.session.getSnapshot().state.status !== 'signedIn') {
      authDialog.open({ tab: 'login', onSignedIn: () => void submit(order) });
      return;
    }
    const result = await sending.run(orderRequest({ ...order, packageCode: code }));
    // The form stays mounted on failure, so nothing typed is lost.
    if (!result.ok) feedback.toast('error', result.message);
    else setSentMessage(result.data.message ?? t('sent.body'));
  };

  const back = <Link to={paths.services.getHref(service)}>{t('back')}</Link>;
  if (sentMessage !== undefined) {
    return (
      <section className={styles.page} aria-labelledby="order-sent-title">
        <Card elevated padding="lg">
          <h1 id="order-sent-title" className={styles.title}>
            {t('sent.title')}
          </h1>
          <p>{sentMessage}</p>
          <Button asChild>
            <Link to={paths.services.getHref(service)}>{t('sent.more')}</Link>
          </Button>
        </Card>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="order-title">
      {back}
      <h1 id="order-title" className={styles.title}>
        {t('title', { name: pkg?.name ?? code })}
      </h1>
      {packages.isPending ? <Skeleton shape="text" width="40%" /> : null}
      {failed ? <LoadFailure error={failed} /> : null}
      <OrderForm
        packageName={pkg?.name ?? code}
        options={options}
        onAddressChange={setSelection}
        onSubmit={(order) => void submit(order)}
        submitting={sending.isPending}
        defaultContactNo={session.state.status === 'signedIn' ? session.state.msisdn.replace(/^84/, '0') : ''}
      />
    </section>
  );
}
