import { formatPrice, type FamilyAdvancedPack } from '@selfcare/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import * as styles from '../private/family.css';

export interface FamilyPacksProps {
  packs: readonly FamilyAdvancedPack[];
  /** A master moves the group; a subscriber in no group starts one. */
  standing: 'master' | 'none';
  /** The pack chosen (its code is then confirmed with a code, ROLE-16). */
  onChoose: (pack: FamilyAdvancedPack) => void;
}

/** ACC-25: the family packs, the group's own marked; the others can be chosen. */
export function FamilyPacks({ packs, standing, onChoose }: FamilyPacksProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('family.packs.title')}
      </h2>
      <p className={styles.lead}>{t('family.packs.lead')}</p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {packs.map((pack) => (
          <li key={pack.code} className={styles.row}>
            <span className={styles.avatar[0]} aria-hidden="true">
              {pack.maxMembers}
            </span>
            <div className={styles.rowBody}>
              <h3 className={styles.rowName}>{pack.name}</h3>
              <p className={styles.muted}>
                {t('family.packs.details', {
                  data: number.format(Math.round(pack.dataMb / 1024)),
                  members: pack.maxMembers,
                })}
              </p>
              <p className={styles.muted}>
                {t('family.packs.price', { price: formatPrice(pack.price, i18n.language) })}
              </p>
              <div className={styles.actions}>
                {pack.current ? (
                  <p className={styles.muted}>{t('family.packs.current')}</p>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t(
                      standing === 'master' ? 'family.packs.upgradeNamed' : 'family.packs.startNamed',
                      {
                        name: pack.name,
                      },
                    )}
                    onClick={() => onChoose(pack)}
                  >
                    {t(standing === 'master' ? 'family.packs.upgrade' : 'family.packs.start')}
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
