import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Link } from '../../../components/Link/Link';
import * as shared from '../private/shared.css';

export interface PaymentGuideProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** ROAM-092: continue; `doNotShowAgain` is the tick box (the portal stores checkDisplayModal = 'true'). */
  onContinue: (doNotShowAgain: boolean) => void;
  /** ROAM-093: opens the step guide. */
  onShowSteps: () => void;
}

/** ROAM-092: the payment guide with a 'do not show again' tick box and a continue button. */
export function PaymentGuide({ open, onOpenChange, onContinue, onShowSteps }: PaymentGuideProps) {
  const { t } = useTranslation('ui');
  const [doNotShow, setDoNotShow] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('roaming.guide.title')}
      size="sm"
      footer={<Button onClick={() => onContinue(doNotShow)}>{t('roaming.guide.continue')}</Button>}
    >
      <div className={shared.stack}>
        <ol className={shared.stack}>
          <li>{t('roaming.guide.step1')}</li>
          <li>{t('roaming.guide.step2')}</li>
          <li>{t('roaming.guide.step3')}</li>
        </ol>
        <p className={shared.muted}>
          <Link
            href="#step-guide"
            onClick={(event) => {
              event.preventDefault();
              onShowSteps();
            }}
          >
            {t('roaming.guide.steps')}
          </Link>
        </p>
        <Checkbox label={t('roaming.guide.doNotShow')} checked={doNotShow} onCheckedChange={setDoNotShow} />
      </div>
    </Dialog>
  );
}
