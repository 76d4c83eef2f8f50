import {
  formatDistance,
  STORE_SEARCH_RADIUS_M,
  storeKey,
  storesByDistance,
  type Store,
} from '@selfcare/domain';
import { Button, Select, StoreList, StoreMap } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { config } from '../../config/env';
import { failureMessage } from '../../lib/apiErrorMessage';
import * as pageStyles from '../../lib/pageStyles.css';
import { usePortalQueries } from '../../lib/services';
import * as styles from './stores.css';
import { provinceQuery } from './storesPaths';
import { useSearchOrigin } from './useSearchOrigin';

const { tileUrl, key, attribution, maxZoom } = config.storeMap;
/** API-189: the maps key fills the template's {key}; it is configuration, never in the source. */
const tiles = { url: tileUrl, options: { key, maxZoom }, attribution };

/** ACC-93: a map failure (a tile, Leaflet itself) is logged only; the list still works. */
const logMapError = (error: unknown) => console.warn('[stores] map', error);

/**
 * §2.9 (ACC-82 … ACC-94): the store locator. The stores near the user (or CONST-07's centre) or in a
 * chosen province, as a list beside the map; choosing in either shows the other.
 */
export function Component() {
  const { t, i18n } = useTranslation(['stores', 'errors']);
  const queries = usePortalQueries().locationQueries;
  const [query, setQuery] = useSearchParams();
  const provinceId = query.get(provinceQuery) ?? undefined;
  const position = useSearchOrigin();
  const [selectedKey, setSelectedKey] = useState<string>();

  const provinces = useQuery(queries.storeProvinces());
  const nearby = useQuery({ ...queries.storesNear(position.origin), enabled: provinceId === undefined });
  const inProvince = useQuery({
    ...queries.storesInProvince({ province_id: provinceId ?? '' }),
    enabled: provinceId !== undefined,
  });
  const shown = provinceId === undefined ? nearby : inProvince;
  // Distances only from where the user is (or was): from the default centre they would mean nothing.
  const knowsUser = position.source !== 'default';
  const stores: readonly Store[] | undefined =
    shown.data === undefined || !knowsUser ? shown.data : storesByDistance(shown.data, position.origin);

  const radius = formatDistance(STORE_SEARCH_RADIUS_M, i18n.language);
  const provinceName = provinces.data?.find((province) => province.id === provinceId)?.name ?? '';
  const heading =
    provinceId === undefined
      ? t(`showing.${position.source}`, { radius })
      : t('showing.province', { province: provinceName });

  const choose = (store: Store | undefined) =>
    setSelectedKey(store === undefined ? undefined : storeKey(store));
  const showProvince = (id: string) => {
    setSelectedKey(undefined);
    setQuery(new URLSearchParams({ [provinceQuery]: id }));
  };
  const nearMe = () => {
    setSelectedKey(undefined);
    if (provinceId !== undefined) setQuery(new URLSearchParams());
    position.locate();
  };

  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('title')}</h1>
      <p>{t('lead')}</p>
      <div className={styles.controls}>
        <Button variant="secondary" onClick={nearMe} loading={position.locating}>
          {position.locating ? t('locating') : t('nearMe')}
        </Button>
        <div className={styles.provinceField}>
          <Select
            label={t('province')}
            placeholder={t('provincePlaceholder')}
            options={(provinces.data ?? []).map((province) => ({
              value: province.id,
              label: province.name,
            }))}
            value={provinceId ?? ''}
            onValueChange={showProvince}
          />
        </div>
      </div>
      {position.unavailable ? (
        <p role="status" className={styles.notice}>
          {t('unavailable')}
        </p>
      ) : null}
      <div className={styles.layout}>
        <StoreMap
          stores={stores ?? []}
          selectedKey={selectedKey}
          onSelect={choose}
          centre={position.origin}
          tiles={tiles}
          onMapError={logMapError}
        />
        <div className={styles.listPanel}>
          <h2 className={styles.sectionTitle}>{heading}</h2>
          <p className={styles.status} role="status">
            {stores === undefined ? '' : t('count', { count: stores.length })}
          </p>
          <StoreList
            stores={stores}
            selectedKey={selectedKey}
            onSelect={choose}
            errorMessage={shown.isError ? failureMessage(shown.error, t) : undefined}
            onRetry={() => void shown.refetch()}
            emptyDescription={provinceId === undefined ? t('emptyNearby', { radius }) : t('emptyProvince')}
          />
        </div>
      </div>
    </section>
  );
}
