import {
  AppPromo,
  BannerCarousel,
  GuestConfirm,
  LoyaltyTeaser,
  QuickActions,
  RoamingHowTo,
  renderedNearView,
  SummaryCard,
  type HomeLinkProps,
} from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { config } from '../../config/env';
import { paths } from '../../config/paths';
import { useAuthDialog } from '../../lib/authDialog';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries, useSession } from '../../lib/services';
import { FeaturedPackages } from './FeaturedPackages';
import { LatestNews } from './LatestNews';
import { allNewsHref, quickActions, roamingSectionId } from './homeLinks';
import * as styles from './home.css';
import { useHomeSummary } from './useHomeSummary';
import { navigationPolicy } from '../../lib/safeNavigation';

/** The home pieces' links: an in-page jump stays a plain anchor, a portal path prefetches its page. */
function HomeLink({ href, ...rest }: HomeLinkProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the ui piece passes the content
  if (href.startsWith('#')) return <a href={href} {...rest} />;
  return <PrefetchLink to={href} {...rest} />;
}

/**
 * SHELL-001, SHELL-002 (the layout is the team's, docs/decisions/home.md): a signed-in subscriber's
 * own numbers first, the operator's banners, the shortcuts, featured packages per group, roaming
 * explained, the loyalty programme, the latest news and the app.
 */
export function Component() {
  const { t, i18n } = useTranslation('home');
  const { state } = useSession();
  const signedIn = state.status === 'signedIn';
  const navigate = useNavigate();
  const authDialog = useAuthDialog();
  const { contentQueries } = usePortalQueries();
  const banners = useQuery(contentQueries.homeBanners(i18n.language));
  const summary = useHomeSummary();
  const [guestTarget, setGuestTarget] = useState<string | null>(null);
  const ids = { quick: useId(), packages: useId(), news: useId() };
  const signInThenGo = (href: string) => authDialog.open({ onSignedIn: () => void navigate(href) });

  const summaryCard = (
    <SummaryCard
      {...summary}
      onSignIn={() => authDialog.open()}
      // The balance, the data left and the active packages open the account overview (issue 17). A
      // member's tier leads to their member page (LOY-01); a non-member learns about the programme (LOY-09).
      hrefs={{
        balance: paths.account.getHref(),
        data: paths.account.getHref(),
        packages: paths.account.getHref(),
        member: paths.loyalty.getHref(summary.member?.kind === 'notMember' ? 'about' : ''),
      }}
      LinkComponent={HomeLink}
    />
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('title')}</h1>
      {signedIn ? summaryCard : null}
      {/* A failed banner read leaves the space to the rest of the page (nothing to retry for). */}
      {banners.isError ? null : (
        <BannerCarousel
          banners={banners.data ?? []}
          loading={banners.isPending}
          LinkComponent={HomeLink}
          linkPolicy={navigationPolicy()}
        />
      )}
      <section className={styles.section} aria-labelledby={ids.quick}>
        <h2 id={ids.quick} className={styles.sectionTitle}>
          {t('quickTitle')}
        </h2>
        <QuickActions actions={quickActions(signedIn, setGuestTarget)} LinkComponent={HomeLink} />
      </section>
      {signedIn ? null : summaryCard}
      <section className={styles.section} aria-labelledby={ids.packages}>
        <div className={styles.sectionHeader}>
          <h2 id={ids.packages} className={styles.sectionTitle}>
            {t('packages.title')}
          </h2>
        </div>
        <FeaturedPackages />
      </section>
      <div className={`${styles.panels} ${renderedNearView}`}>
        <RoamingHowTo id={roamingSectionId} />
        <LoyaltyTeaser href={paths.loyalty.getHref()} LinkComponent={HomeLink} />
      </div>
      <section className={`${styles.section} ${renderedNearView}`} aria-labelledby={ids.news}>
        <div className={styles.sectionHeader}>
          <h2 id={ids.news} className={styles.sectionTitle}>
            {t('news.title')}
          </h2>
          <PrefetchLink className={styles.moreLink} to={allNewsHref}>
            {t('news.seeAll')}
          </PrefetchLink>
        </div>
        <LatestNews />
      </section>
      <div className={renderedNearView}>
        <AppPromo iosHref={config.appLinks.ios} androidHref={config.appLinks.android} />
      </div>
      <GuestConfirm
        open={guestTarget !== null}
        onOpenChange={(open) => (open ? undefined : setGuestTarget(null))}
        onSignIn={() => guestTarget !== null && signInThenGo(guestTarget)}
      />
    </div>
  );
}
