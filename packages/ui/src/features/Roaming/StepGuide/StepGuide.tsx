import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import * as shared from '../private/shared.css';

/** ROAM-093: 6 steps on Android, 8 on iOS (other devices follow the Android steps). */
export const stepGuideCounts = { ANDROID: 6, IOS: 8 } as const;

export interface StepGuideProps {
  device: 'IOS' | 'ANDROID';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The last button, 'Hoàn tất'. */
  onDone: () => void;
}

/** ROAM-093: the step-by-step payment guide; the last button reads 'Hoàn tất'. */
export function StepGuide({ device, open, onOpenChange, onDone }: StepGuideProps) {
  const { t } = useTranslation('ui');
  const [index, setIndex] = useState(0);
  const total = stepGuideCounts[device];
  const platform = device === 'IOS' ? 'ios' : 'android';
  const last = index === total - 1;
  const change = (next: boolean) => {
    if (!next) setIndex(0);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('roaming.steps.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('roaming.steps.previous')}
          </Button>
          <Button
            onClick={() => {
              if (!last) return setIndex(index + 1);
              setIndex(0);
              onDone();
            }}
          >
            {last ? t('roaming.steps.done') : t('roaming.steps.next')}
          </Button>
        </>
      }
    >
      <div className={shared.stack} aria-live="polite">
        <p className={shared.sectionTitle}>{t('roaming.steps.progress', { current: index + 1, total })}</p>
        <p>{t(`roaming.steps.${platform}.s${index + 1}`)}</p>
      </div>
    </Dialog>
  );
}
