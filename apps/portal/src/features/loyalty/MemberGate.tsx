import { HOTLINE_MOBILE } from '@selfcare/domain';
import { Button, Card, Skeleton } from '@selfcare/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { failureMessage } from '../../lib/apiErrorMessage';
import { PrefetchLink } from '../../lib/prefetch';
import { useMember, type MemberState } from './useMember';

type Member = Extract<MemberState, { status: 'member' }>;

/**
 * What every member page shows before its content: the member's data loading, a failure with a retry,
 * or, for a non-member (ERR-COD-90001), the hotline notice (ROLE-11, LOY-21); a member gets `children`.
 */
export function MemberGate({ children }: { children: (member: Member) => ReactNode }) {
  const { t } = useTranslation(['loyalty', 'errors']);
  const member = useMember();
  switch (member.status) {
    case 'loading':
      return (
        <div role="status" aria-busy="true" aria-label={t('member.loading')}>
          <Skeleton shape="rect" height="10rem" />
        </div>
      );
    case 'notMember':
      return (
        <Card as="section" title={t('notMember.title')} headingLevel={2} padding="lg">
          <p>{t('notMember.lead')}</p>
          <Button asChild>
            <a href={`tel:${HOTLINE_MOBILE}`}>{t('notMember.hotline')}</a>
          </Button>
        </Card>
      );
    case 'failed':
      return (
        <div role="alert">
          <p>{failureMessage(member.error, t)}</p>
          <Button variant="secondary" onClick={member.retry}>
            {t('member.retry')}
          </Button>
        </div>
      );
    case 'member':
      return children(member);
  }
}

/** The way back to the member page from its sub-pages. */
export function BackToMember() {
  const { t } = useTranslation(['loyalty']);
  return <PrefetchLink to={paths.loyalty.getHref()}>{t('pages.back')}</PrefetchLink>;
}
