import {
  EKYC_PHOTO_MAX_EDGE,
  ekycPhotoProblem,
  ekycPhotoSides,
  hasAllPhotos,
  type EkycPhotoProblem,
  type EkycPhotoSide,
} from '@selfcare/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { downscalePhoto } from '../../../lib/downscalePhoto';
import { PhotoSlot } from '../private/PhotoSlot';
import * as styles from '../private/ekyc.css';

export interface EkycPhotoStepProps {
  /** The photos taken so far, already made smaller. */
  photos: Partial<Record<EkycPhotoSide, Blob>>;
  onPhoto: (side: EkycPhotoSide, photo: Blob) => void;
  onRetake: (side: EkycPhotoSide) => void;
  /** All three are there: send them. */
  onSubmit: () => void;
  /** The upload is under way. */
  busy?: boolean;
  /** Why the last upload failed (a transport or operator message), shown above the button. */
  failure?: string | undefined;
  /** Tests and stories may stand in for the canvas. */
  shrinkPhoto?: (file: Blob) => Promise<Blob>;
}

type Problem = EkycPhotoProblem | 'unreadable';

const shrinkForEkyc = (file: Blob) => downscalePhoto(file, EKYC_PHOTO_MAX_EDGE);

/**
 * ACC-58: the front and back of the ID card and a portrait. Each photo is checked (an image), made
 * smaller in the browser (EKYC_PHOTO_MAX_EDGE), checked again for size, previewed, and can be retaken.
 */
export function EkycPhotoStep({
  photos,
  onPhoto,
  onRetake,
  onSubmit,
  busy = false,
  failure,
  shrinkPhoto = shrinkForEkyc,
}: EkycPhotoStepProps) {
  const { t } = useTranslation('ui');
  const [problems, setProblems] = useState<Partial<Record<EkycPhotoSide, Problem>>>({});
  const count = ekycPhotoSides.filter((side) => photos[side] !== undefined).length;
  const setProblem = (side: EkycPhotoSide, problem: Problem | undefined) =>
    setProblems((known) => ({ ...known, [side]: problem }));

  const choose = async (side: EkycPhotoSide, file: File) => {
    const before = ekycPhotoProblem({ size: Math.max(file.size, 1), type: file.type || 'image/' });
    if (before === 'notImage') return setProblem(side, before);
    try {
      const shrunk = await shrinkPhoto(file);
      const after = ekycPhotoProblem({ size: shrunk.size, type: shrunk.type || 'image/jpeg' });
      if (after !== undefined) return setProblem(side, after);
      setProblem(side, undefined);
      onPhoto(side, shrunk);
    } catch {
      setProblem(side, 'unreadable');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasAllPhotos(photos) && !busy) onSubmit();
  };

  return (
    <form className={styles.section} onSubmit={submit} aria-busy={busy} noValidate>
      <p className={styles.lead}>{t('ekyc.photos.lead')}</p>
      <div className={styles.slots}>
        {ekycPhotoSides.map((side) => {
          const problem = problems[side];
          return (
            <PhotoSlot
              key={side}
              side={side}
              photo={photos[side]}
              problem={problem === undefined ? undefined : t(`ekyc.photos.problems.${problem}`)}
              disabled={busy}
              onChoose={(file) => void choose(side, file)}
              onRetake={() => onRetake(side)}
            />
          );
        })}
      </div>
      {failure !== undefined ? (
        <p className={`${styles.banner} ${styles.tone.critical}`} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={!hasAllPhotos(photos)} loading={busy}>
          {t('ekyc.photos.submit')}
        </Button>
        <span role="status">{t('ekyc.photos.count', { count })}</span>
      </div>
    </form>
  );
}
