import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTextIcon } from '@radix-ui/react-icons';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** Defaults to the catalogue's 'Nothing here yet'. */
  title?: string;
  description?: ReactNode;
  /** A decorative illustration; hidden from assistive technology. */
  icon?: ReactNode;
  /** A follow-up action, usually a Button. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

export function EmptyState({ title, description, icon, action, headingLevel = 3 }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <FileTextIcon width={40} height={40} />}
      </span>
      <Heading className={styles.title}>{title ?? t('empty.title')}</Heading>
      {description !== undefined ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
