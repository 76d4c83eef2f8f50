import { bannerTarget, safeBannerImageUrl, type Banner, type NavigationPolicy } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/Carousel/Carousel';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { PlainLink, type HomeLinkComponent } from '../private/links';
import * as styles from './BannerCarousel.css';

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** A slide-sized placeholder (and the controls' row) while the banners load. */
  loading?: boolean;
  /** The portal's router link for banners that lead to a portal path. */
  LinkComponent?: HomeLinkComponent;
  /** Autoplay (5000 ms, CONST-05); off in tests that need a still picture. */
  autoplay?: boolean;
  /** Issue 23: the hosts and app schemes a banner may lead to (the portal's configuration); portal paths only by default. */
  linkPolicy?: NavigationPolicy;
}

/**
 * SHELL-118: the operator's banners, one per view, on the shared Carousel (autoplay paused on hover
 * and focus, pause button, arrows, dots, swipe; still for reduced motion). Images load only from
 * safe addresses (safeBannerImageUrl) into a box of the banner's shape, and a banner is a link only
 * when the navigation guard lets its address through (bannerTarget: a portal path or a configured host).
 */
export function BannerCarousel({
  banners,
  loading = false,
  LinkComponent = PlainLink,
  autoplay = true,
  linkPolicy,
}: BannerCarouselProps) {
  const { t } = useTranslation('ui');
  if (loading) {
    return (
      <div className={styles.placeholder} role="status" aria-label={t('home.banners.loading')}>
        <div className={styles.frame}>
          <Skeleton shape="rect" height="100%" />
        </div>
        <div className={styles.controlsPlaceholder} />
      </div>
    );
  }
  if (banners.length === 0) return null;
  const slides = banners.map((banner, index) => {
    const title = banner.title ?? t('home.banners.untitled', { index: index + 1 });
    const image = safeBannerImageUrl(banner.imageUrl);
    const picture = image ? (
      <img
        className={styles.image}
        src={image}
        alt={title}
        width={styles.BANNER_WIDTH}
        height={styles.BANNER_HEIGHT}
        // The first banner is the page's largest picture: fetch it first; the rest can wait.
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
      />
    ) : (
      <span className={styles.fallbackTitle}>{title}</span>
    );
    const target = bannerTarget(banner.link, linkPolicy);
    if (target?.kind === 'internal')
      return (
        <LinkComponent key={banner.id} className={styles.link} href={target.path}>
          {picture}
        </LinkComponent>
      );
    if (target?.kind === 'external')
      return (
        <a
          key={banner.id}
          className={styles.link}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${title} ${t('home.banners.opensNewTab')}`}
        >
          {picture}
        </a>
      );
    return (
      <div key={banner.id} className={styles.frame}>
        {picture}
      </div>
    );
  });
  return <Carousel slides={slides} label={t('home.banners.label')} layout="single" autoplay={autoplay} />;
}
