import {
  formatMegabytes,
  formatPhoneDisplay,
  formatPoints,
  formatPrice,
  type DataLeft,
  type MemberTier,
} from '@selfcare/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { PlainLink, type HomeLinkComponent } from '../private/links';
import * as styles from './SummaryCard.css';

/** What the loyalty data says of the subscriber (ROLE-10): a member, not a member, not known, or not yet. */
export type SummaryMember =
  | { kind: 'member'; tier: MemberTier; points: number | undefined }
  | { kind: 'notMember' }
  | { kind: 'unknown' }
  | { kind: 'loading' };

export type SummaryEntry = 'balance' | 'data' | 'packages' | 'member';

export interface SummaryCardProps {
  /** `loading`: skeletons of the final size; `guest`: the sign-in invitation; `ready`: the numbers. */
  state: 'loading' | 'guest' | 'ready';
  /** The signed-in number (84… or 0…). */
  phone?: string | undefined;
  /** The customer's name (core_customer_get_info); the number greets when it is missing. */
  name?: string | undefined;
  mainBalance?: number | undefined;
  data?: DataLeft | undefined;
  /** Names of the active packages (PKG-02); undefined while not known. */
  activePackages?: readonly string[] | undefined;
  member?: SummaryMember | undefined;
  /** The page of each entry, where one exists; an entry without one is plain text. */
  hrefs?: Partial<Record<SummaryEntry, string>>;
  onSignIn?: () => void;
  LinkComponent?: HomeLinkComponent;
  headingLevel?: 2 | 3;
}

/**
 * SHELL-002: the signed-in subscriber's own numbers first: name, main balance, data left (a bar of
 * remaining over total, CONST-54), active packages, member tier and points. Each line has a fixed
 * height, so the loading state and a missing number take the same space (no layout shift).
 */
export function SummaryCard(props: SummaryCardProps) {
  const { t, i18n } = useTranslation('ui');
  const { state, headingLevel = 2, LinkComponent = PlainLink } = props;
  const Heading = `h${headingLevel}` as const;

  if (state === 'guest') {
    return (
      <section className={styles.card} aria-label={t('home.summary.label')}>
        <Heading className={styles.greeting}>{t('home.summary.guestTitle')}</Heading>
        <p className={styles.guestLead}>{t('home.summary.guestLead')}</p>
        <div className={styles.guestActions}>
          <Button onClick={props.onSignIn}>{t('home.summary.signIn')}</Button>
        </div>
      </section>
    );
  }

  const loading = state === 'loading';
  const locale = i18n.language;
  const unavailable = t('home.summary.unavailable');
  const linked = (entry: SummaryEntry, content: ReactNode) => {
    const href = props.hrefs?.[entry];
    return href ? (
      <LinkComponent className={styles.link} href={href}>
        {content}
      </LinkComponent>
    ) : (
      content
    );
  };
  const cell = (
    entry: SummaryEntry,
    label: string,
    value: ReactNode,
    detail: ReactNode,
    pending = loading,
  ) => (
    <div className={styles.cell}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{pending ? <Skeleton width="70%" /> : linked(entry, value)}</dd>
      <dd className={styles.detail}>{pending ? <Skeleton width="50%" /> : detail}</dd>
    </div>
  );

  const phone = props.phone ? formatPhoneDisplay(props.phone) : '';
  const packages = props.activePackages;
  const member = props.member ?? { kind: 'unknown' };
  const data = props.data;

  return (
    <section
      className={styles.card}
      aria-label={loading ? t('home.summary.loading') : t('home.summary.label')}
      aria-busy={loading}
    >
      <div className={styles.header}>
        {/* While loading, the same box without a heading (an empty heading would be announced). */}
        {loading ? (
          <div className={styles.greeting}>
            <Skeleton width="50%" />
          </div>
        ) : (
          <Heading className={styles.greeting}>
            {t('home.summary.greeting', { name: props.name ?? phone })}
          </Heading>
        )}
        <p className={styles.phone}>
          {t('home.summary.phone')}: {phone}
        </p>
      </div>
      <dl className={styles.cells}>
        {cell(
          'balance',
          t('home.summary.balance'),
          props.mainBalance === undefined ? unavailable : formatPrice(props.mainBalance, locale),
          null,
        )}
        {cell(
          'data',
          t('home.summary.dataLeft'),
          data === undefined ? unavailable : formatMegabytes(data.remainingMb, locale),
          data?.percent === undefined ? null : (
            <>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${data.percent}%` }} />
              </span>
              <span>{t('home.summary.dataOf', { percent: data.percent })}</span>
            </>
          ),
        )}
        {cell(
          'packages',
          t('home.summary.activePackages'),
          packages === undefined
            ? unavailable
            : packages.length === 0
              ? t('home.summary.noPackages')
              : t('home.summary.activeCount', { count: packages.length }),
          packages?.join(', ') ?? null,
        )}
        {cell(
          'member',
          t('home.summary.member'),
          member.kind === 'member'
            ? t('home.summary.tier', { tier: member.tier })
            : member.kind === 'notMember'
              ? t('home.summary.notMember')
              : unavailable,
          member.kind === 'member' && member.points !== undefined
            ? t('home.summary.points', { points: formatPoints(member.points, locale) })
            : null,
          // The loyalty calls answer after the user info: this cell keeps its skeleton until they do.
          loading || member.kind === 'loading',
        )}
      </dl>
    </section>
  );
}
