import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge/Badge';
import { NavEntry, PlainLink } from '../private/NavEntry';
import type { ShellLinkComponent } from '../types';
import { featureIcons, type FeatureGroupKey, type FeatureKey } from './featureItems';
import * as styles from './FeatureDirectory.css';

export interface FeatureEntry {
  key: FeatureKey;
  /** Where the feature lives; null while its page is not built yet (shown as coming soon, no link). */
  href: string | null;
  /** Instead of following the link (e.g. a guest signs in first); the entry is then a button. */
  onSelect?: (() => void) | undefined;
}

export interface FeatureGroup {
  key: FeatureGroupKey;
  entries: readonly FeatureEntry[];
}

export interface FeatureDirectoryProps {
  groups: readonly FeatureGroup[];
  LinkComponent?: ShellLinkComponent | undefined;
}

/** SHELL-006: /tinh-nang, every feature of the portal by group, each with an icon and a one-line explanation. */
export function FeatureDirectory({ groups, LinkComponent = PlainLink }: FeatureDirectoryProps) {
  const { t } = useTranslation('ui');
  const idPrefix = useId();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('shell.features.title')}</h1>
      <p className={styles.intro}>{t('shell.features.intro')}</p>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.key}`;
        return (
          <section key={group.key} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.groupTitle}>
              {t(`shell.features.groups.${group.key}`)}
            </h2>
            <ul className={styles.grid}>
              {group.entries.map((entry) => (
                <li key={entry.key}>
                  <FeatureCard entry={entry} LinkComponent={LinkComponent} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function FeatureCard({ entry, LinkComponent }: { entry: FeatureEntry; LinkComponent: ShellLinkComponent }) {
  const { t } = useTranslation('ui');
  const Icon = featureIcons[entry.key];
  const title = t(`shell.features.entries.${entry.key}.title`);
  return (
    <div className={styles.card}>
      <span className={styles.icon} aria-hidden="true">
        <Icon width={20} height={20} />
      </span>
      <div className={styles.text}>
        <h3 className={styles.entryTitle}>
          {entry.href === null ? (
            <>
              {title}
              <Badge tone="neutral">{t('shell.features.comingSoon')}</Badge>
            </>
          ) : (
            <NavEntry
              item={{ key: entry.key, href: entry.href, label: title, onSelect: entry.onSelect }}
              LinkComponent={LinkComponent}
              className={styles.link}
            />
          )}
        </h3>
        <p className={styles.description}>{t(`shell.features.entries.${entry.key}.description`)}</p>
      </div>
    </div>
  );
}
