import { MEMBER_CARD_INITIAL, MEMBER_TIER_KEYS, memberCardReducer, type MemberTier } from '@selfcare/domain';
import { useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { CodeImage } from '../private/CodeImage';
import * as styles from './MemberCard.css';

export interface MemberCardProps {
  /** null while the member info loads: a card-sized placeholder. */
  member: { tier: MemberTier; name: string; cardNumber: string } | null;
}

/** The tier's name in the reader's language (CONST-51), e.g. 'Hạng Vàng'. */
export function useTierName() {
  const { t } = useTranslation('ui');
  return (tier: MemberTier) => t('loyalty.tierName', { tier: t(`loyalty.tiers.${MEMBER_TIER_KEYS[tier]}`) });
}

/**
 * The VinaPhone Plus member card (§2.5, §4): the front shows the tier, name and card number in the tier's
 * colour and text tone (CONST-51, CONST-52); the card is a button that flips on click, Enter or Space
 * (DOM-30; reduced motion: a cross-fade). The back shows the card number as a QR code or a barcode,
 * switched by the button below (LOY-36).
 */
export function MemberCard({ member }: MemberCardProps) {
  const { t } = useTranslation('ui');
  const tierName = useTierName();
  const [state, dispatch] = useReducer(memberCardReducer, MEMBER_CARD_INITIAL);
  const frontId = useId();
  const backId = useId();
  if (member === null) {
    return (
      <div className={styles.root} role="status" aria-busy="true" aria-label={t('loyalty.card.loading')}>
        <div className={styles.skeleton}>
          <Skeleton shape="rect" height="100%" />
        </div>
      </div>
    );
  }
  const visibleFaceId = state.side === 'front' ? frontId : backId;
  const codeLabel = t(state.code === 'qr' ? 'loyalty.card.qrLabel' : 'loyalty.card.barcodeLabel', {
    number: member.cardNumber,
  });
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.card}
        data-side={state.side}
        aria-label={t('loyalty.card.flip')}
        aria-describedby={visibleFaceId}
        onClick={() => dispatch({ type: 'flipped' })}
      >
        <span className={styles.inner}>
          <span
            className={`${styles.front} ${styles.tier[member.tier]}`}
            aria-hidden={state.side !== 'front'}
            id={frontId}
          >
            <span className={styles.brandRow}>
              <span className={styles.brand}>{t('loyalty.card.brand')}</span>
              <span className={styles.tierName}>{tierName(member.tier)}</span>
            </span>
            <span className={styles.field}>
              <span className={styles.fieldLabel}>{t('loyalty.card.memberName')}</span>
              <span className={styles.name} title={member.name}>
                {member.name}
              </span>
            </span>
            <span className={styles.field}>
              <span className={styles.fieldLabel}>{t('loyalty.card.cardNumber')}</span>
              <span className={styles.number}>{member.cardNumber}</span>
            </span>
          </span>
          <span
            className={`${styles.back} ${styles.tier[member.tier]}`}
            aria-hidden={state.side !== 'back'}
            id={backId}
          >
            <span
              className={`${styles.codeFrame} ${state.code === 'qr' ? styles.codeFrameSquare : styles.codeFrameWide}`}
            >
              <CodeImage
                kind={state.code}
                value={member.cardNumber}
                label={codeLabel}
                className={styles.codeSvg}
              />
            </span>
            <span className={styles.backNumber}>{member.cardNumber}</span>
          </span>
        </span>
      </button>
      <p className={styles.hint}>{t('loyalty.card.hint')}</p>
      <p className={styles.hint} aria-live="polite">
        {t(state.side === 'front' ? 'loyalty.card.showingFront' : 'loyalty.card.showingBack')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          dispatch({ type: 'codeToggled' });
          // The code is on the back: show it where the reader looks.
          if (state.side === 'front') dispatch({ type: 'flipped' });
        }}
      >
        {state.code === 'qr' ? t('loyalty.card.showBarcode') : t('loyalty.card.showQr')}
      </Button>
    </div>
  );
}
