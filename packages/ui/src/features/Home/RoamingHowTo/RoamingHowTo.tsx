import { HOTLINE_MOBILE } from '@selfcare/domain';
import { useTranslation } from 'react-i18next';
import * as panel from '../private/panel.css';

export interface RoamingHowToProps {
  headingLevel?: 2 | 3;
  /** The element id the home's roaming shortcut jumps to. */
  id?: string;
}

/**
 * GEN-08, §2.11: how roaming data is bought. The page opens only from the subscriber's own link
 * (its token, sent by SMS or opened from the app), so the home explains the steps instead of
 * linking to a page that would refuse a visitor without one.
 */
export function RoamingHowTo({ headingLevel = 2, id }: RoamingHowToProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const steps = [
    ['getLinkTitle', 'getLink'],
    ['chooseTitle', 'choose'],
    ['payTitle', 'pay'],
  ] as const;
  return (
    <section className={panel.panel} aria-label={t('home.roaming.title')} id={id} tabIndex={-1}>
      <Heading className={panel.title}>{t('home.roaming.title')}</Heading>
      <ol className={panel.list}>
        {steps.map(([title, body]) => (
          <li key={title}>
            <Sub className={panel.subTitle}>{t(`home.roaming.${title}`)}</Sub>
            <p className={panel.lead}>{t(`home.roaming.${body}`)}</p>
          </li>
        ))}
      </ol>
      <p className={panel.lead}>{t('home.roaming.help', { hotline: HOTLINE_MOBILE })}</p>
    </section>
  );
}
