import type { EkycPhotoSide } from '@selfcare/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { FieldShell } from '../../../components/private/FieldShell';
import * as styles from './ekyc.css';

export interface PhotoSlotProps {
  side: EkycPhotoSide;
  photo: Blob | undefined;
  /** A translated reason the last choice was refused. */
  problem: string | undefined;
  onChoose: (file: File) => void;
  onRetake: () => void;
  disabled?: boolean;
}

/**
 * The preview's address. It is given up once the image has loaded (the picture stays on screen), not in
 * an effect's cleanup, which React's strict mode runs once on a live component.
 */
function usePreviewUrl(photo: Blob | undefined): string | undefined {
  return useMemo(() => (photo === undefined ? undefined : URL.createObjectURL(photo)), [photo]);
}

/**
 * ACC-58: one photo of the three. Phones open the camera (`capture`: the back one for the card, the
 * front one for the portrait); a computer chooses a file. A chosen photo shows with a retake button.
 */
export function PhotoSlot({ side, photo, problem, onChoose, onRetake, disabled = false }: PhotoSlotProps) {
  const { t } = useTranslation('ui');
  const url = usePreviewUrl(photo);
  const input = useRef<HTMLInputElement>(null);
  const retakeWanted = useRef(false);
  const label = t(`ekyc.photos.sides.${side}`);

  // After a retake the input is back: focus it so the next photo is one key away.
  useEffect(() => {
    if (photo === undefined && retakeWanted.current) {
      retakeWanted.current = false;
      input.current?.focus();
    }
  }, [photo]);

  return (
    <div className={styles.slot}>
      {photo !== undefined && url !== undefined ? (
        <>
          <span className={styles.factValue}>{label}</span>
          <img
            className={styles.preview}
            src={url}
            alt={t('ekyc.photos.preview', { side: label })}
            onLoad={() => URL.revokeObjectURL(url)}
          />
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => {
                retakeWanted.current = true;
                onRetake();
              }}
            >
              {t('ekyc.photos.retake')}
            </Button>
          </div>
        </>
      ) : (
        <FieldShell label={label} hint={t(`ekyc.photos.hints.${side}`)} error={problem}>
          {(a11y) => (
            <input
              {...a11y}
              ref={input}
              className={styles.fileInput}
              type="file"
              accept="image/*"
              capture={side === 'portrait' ? 'user' : 'environment'}
              disabled={disabled}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file !== undefined) onChoose(file);
              }}
            />
          )}
        </FieldShell>
      )}
    </div>
  );
}
