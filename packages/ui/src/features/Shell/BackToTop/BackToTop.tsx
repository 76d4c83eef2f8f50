import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '@radix-ui/react-icons';
import { IconButton } from '../../../components/IconButton/IconButton';
import * as styles from './BackToTop.css';

export interface BackToTopProps {
  /** SHELL-104: true once the page scrolled past 300 px. */
  visible: boolean;
  /** SHELL-105: scrolls to the top (the portal also moves focus there). */
  onClick: () => void;
}

/** The floating back-to-top button; it is out of the flow, so showing it shifts nothing. */
export function BackToTop({ visible, onClick }: BackToTopProps) {
  const { t } = useTranslation('ui');
  if (!visible) return null;
  return (
    <div className={styles.root}>
      <IconButton
        variant="solid"
        size="lg"
        label={t('shell.backToTop')}
        icon={<ArrowUpIcon width={22} height={22} />}
        onClick={onClick}
      />
    </div>
  );
}
