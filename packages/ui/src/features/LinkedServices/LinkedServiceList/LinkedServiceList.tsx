import { hasDebtHistory, type LinkedService, type LinkedServiceStatus } from '@selfcare/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import type { Tone } from '../../../themes/tokens';
import * as styles from '../private/linkedServices.css';

export interface LinkedServiceListProps {
  /** In the order to show (domain sortLinkedServices: internet first). */
  services: readonly LinkedService[];
  /** The link to a home internet account's gateway page (the portal's router link), when it has one. */
  renderGatewayLink?: (service: LinkedService) => ReactNode;
  /**
   * ACC-74: removes a linked account after the confirm alertdialog that names it; the dialog stays open (its
   * button busy) until the returned promise settles. Without it the cards have no remove action.
   */
  onRemove?: (service: LinkedService) => Promise<unknown> | void;
  /** The account being removed. */
  removing?: string | undefined;
  /**
   * ACC-43: opens a fixed-line, home internet or MyTV account's billing history (the portal's
   * DebtHistoryDialog). Without it the cards have no history action.
   */
  onShowHistory?: (service: LinkedService) => void;
}

const statusTones: Readonly<Record<LinkedServiceStatus, Tone>> = {
  active: 'positive',
  suspended: 'caution',
  cancelled: 'critical',
  unknown: 'neutral',
};

/** ACC-02, ACC-76: the fixed-line, internet and TV accounts billed with the subscriber, one card each. */
export function LinkedServiceList({
  services,
  renderGatewayLink,
  onRemove,
  removing,
  onShowHistory,
}: LinkedServiceListProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [asking, setAsking] = useState<LinkedService | undefined>(undefined);
  const remove = async () => {
    if (!asking || !onRemove) return;
    await onRemove(asking);
    setAsking(undefined);
  };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('linkedServices.list.title')}
      </h2>
      {services.length === 0 ? (
        <p className={styles.lead}>{t('linkedServices.list.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.account}>
              <LinkedServiceCard
                service={service}
                gatewayLink={renderGatewayLink?.(service)}
                onRemove={onRemove ? () => setAsking(service) : undefined}
                onShowHistory={
                  onShowHistory && hasDebtHistory(service.kind) ? () => onShowHistory(service) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => {
          if (!open) setAsking(undefined);
        }}
        title={t('linkedServices.list.removeTitle', { account: asking?.account ?? '' })}
        message={t('linkedServices.list.removeMessage', {
          kind: asking ? t(`linkedServices.list.kind.${asking.kind}`) : '',
          account: asking?.account ?? '',
        })}
        confirmLabel={t('linkedServices.list.remove')}
        tone="critical"
        loading={asking !== undefined && removing === asking.account}
        onConfirm={() => void remove()}
      />
    </section>
  );
}

function LinkedServiceCard({
  service,
  gatewayLink,
  onRemove,
  onShowHistory,
}: {
  service: LinkedService;
  gatewayLink: ReactNode;
  onRemove: (() => void) | undefined;
  onShowHistory: (() => void) | undefined;
}) {
  const { t } = useTranslation('ui');
  const packagesId = useId();
  return (
    <article className={styles.card}>
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{t(`linkedServices.list.kind.${service.kind}`)}</h3>
        <Badge tone={statusTones[service.status]}>{t(`linkedServices.list.status.${service.status}`)}</Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('linkedServices.list.account')}</dt>
        <dd className={styles.factValue}>{service.account}</dd>
        <dt className={styles.factName}>{t('linkedServices.list.contact')}</dt>
        <dd className={styles.factValue}>{service.contact}</dd>
      </dl>
      <h4 id={packagesId} className={styles.muted}>
        {t('linkedServices.list.packages')}
      </h4>
      {service.packages.length === 0 ? (
        <p className={styles.muted}>{t('linkedServices.list.noPackages')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={packagesId}>
          {service.packages.map((item) => (
            <li key={item.code} className={styles.rowName}>
              {item.name}
            </li>
          ))}
        </ul>
      )}
      {gatewayLink || onRemove || onShowHistory ? (
        <div className={styles.actions}>
          {gatewayLink}
          {onShowHistory ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('linkedServices.debts.openNamed', { account: service.account })}
              onClick={onShowHistory}
            >
              {t('linkedServices.debts.open')}
            </Button>
          ) : null}
          {onRemove ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('linkedServices.list.removeNamed', { account: service.account })}
              onClick={onRemove}
            >
              {t('linkedServices.list.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
