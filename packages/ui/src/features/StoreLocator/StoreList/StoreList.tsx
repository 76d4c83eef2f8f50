import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  directionsUrl,
  formatDistance,
  storeCallHref,
  storeKey,
  type Store,
  type StoreWithDistance,
} from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { srOnly } from '../../../components/private/srOnly.css';
import * as styles from './StoreList.css';

export interface StoreListProps {
  /** The stores, nearest first when they have a distance; undefined while loading. */
  stores: readonly (Store | StoreWithDistance)[] | undefined;
  /** The key (domain storeKey) of the store shown on the map. */
  selectedKey?: string | undefined;
  onSelect: (store: Store) => void;
  /** Under the empty list's title: why there is none and what to try. */
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** ACC-92: the list could not be read: the server's message, shown instead of the list. */
  errorMessage?: string | undefined;
  onRetry?: () => void;
}

const hasDistance = (store: Store | StoreWithDistance): store is StoreWithDistance => 'distanceM' in store;

/**
 * ACC-83: the stores beside the map, the accessible path to them: each shows its address (a button
 * that shows it on the map, ACC-85), its distance, a call link (ACC-84) and directions.
 */
export function StoreList({
  stores,
  selectedKey,
  onSelect,
  emptyDescription,
  emptyAction,
  errorMessage,
  onRetry,
}: StoreListProps) {
  const { t, i18n } = useTranslation('ui');
  const selectedItem = useRef<HTMLLIElement>(null);
  // A pin chosen on the map brings its entry into view (block 'nearest': the page does not jump).
  useEffect(() => {
    selectedItem.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedKey]);
  if (errorMessage !== undefined)
    return (
      // The alert holds its retry, as every failed read of the portal does (issue 23).
      <div role="alert" className={styles.failure}>
        <p className={styles.failureText}>{errorMessage}</p>
        {onRetry !== undefined ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('storeLocator.list.retry')}
          </Button>
        ) : null}
      </div>
    );
  if (stores === undefined)
    return (
      <div aria-busy="true" className={styles.list}>
        <p className={srOnly}>{t('storeLocator.list.loading')}</p>
        <Skeleton height="5.5rem" />
        <Skeleton height="5.5rem" />
        <Skeleton height="5.5rem" />
      </div>
    );
  if (stores.length === 0)
    return (
      <EmptyState
        title={t('storeLocator.list.emptyTitle')}
        description={emptyDescription}
        action={emptyAction}
        headingLevel={2}
      />
    );
  return (
    <ul className={styles.list} aria-label={t('storeLocator.list.label')}>
      {stores.map((store) => {
        const key = storeKey(store);
        const selected = key === selectedKey;
        const callHref = storeCallHref(store.phone);
        return (
          <li
            key={key}
            ref={selected ? selectedItem : undefined}
            className={selected ? styles.selectedItem : styles.item}
          >
            <button
              type="button"
              className={styles.select}
              aria-pressed={selected}
              onClick={() => onSelect(store)}
            >
              <span className={styles.address}>{store.address}</span>
              {hasDistance(store) ? (
                <span className={styles.distance}>
                  {t('storeLocator.list.distance', {
                    distance: formatDistance(store.distanceM, i18n.language),
                  })}
                </span>
              ) : null}
              {selected ? <span className={srOnly}>{t('storeLocator.list.selected')}</span> : null}
            </button>
            <div className={styles.actions}>
              {callHref !== undefined && store.phone !== undefined ? (
                <a className={styles.link} href={callHref}>
                  {t('storeLocator.list.call', { phone: store.phone })}
                </a>
              ) : null}
              <a
                className={styles.link}
                href={directionsUrl(store)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('storeLocator.list.directions')}
                <span className={srOnly}> {t('common.opensInNewTab')}</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
