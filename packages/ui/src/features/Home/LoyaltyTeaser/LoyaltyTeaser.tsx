import { MEMBER_TIERS } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { PlainLink, type HomeLinkComponent } from '../private/links';
import * as panel from '../private/panel.css';

export interface LoyaltyTeaserProps {
  /** The loyalty programme's page (/vinaphone-plus, LOY-01). */
  href: string;
  LinkComponent?: HomeLinkComponent;
  headingLevel?: 2 | 3;
}

/** GEN-05: the loyalty programme in three lines: tiers 1 to 5 (CONST-51), what points buy, and its page. */
export function LoyaltyTeaser({ href, LinkComponent = PlainLink, headingLevel = 2 }: LoyaltyTeaserProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={panel.panel} aria-label={t('home.loyalty.title')}>
      <Heading className={panel.title}>{t('home.loyalty.title')}</Heading>
      <p className={panel.lead}>{t('home.loyalty.lead')}</p>
      <Sub className={panel.subTitle}>{t('home.loyalty.tiersTitle', { tiers: MEMBER_TIERS.length })}</Sub>
      <p className={panel.lead}>
        {t('home.loyalty.tiers', { lowest: MEMBER_TIERS[0], highest: MEMBER_TIERS[MEMBER_TIERS.length - 1] })}
      </p>
      <Sub className={panel.subTitle}>{t('home.loyalty.pointsTitle')}</Sub>
      <ul className={panel.list}>
        <li>{t('home.loyalty.vouchers')}</li>
        <li>{t('home.loyalty.gifts')}</li>
        <li>{t('home.loyalty.giftPoints')}</li>
      </ul>
      <div className={panel.actions}>
        <Button asChild variant="secondary">
          <LinkComponent href={href}>{t('home.loyalty.cta')}</LinkComponent>
        </Button>
      </div>
    </section>
  );
}
