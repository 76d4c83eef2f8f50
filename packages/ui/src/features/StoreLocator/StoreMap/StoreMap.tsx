import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCATION,
  directionsUrl,
  MAP_ZOOM,
  storeCallHref,
  storeKey,
  type LatLng,
  type Store,
} from '@selfcare/domain';
import { srOnly } from '../../../components/private/srOnly.css';
import type { StoreMapHandle, StoreMapTiles } from './leafletStoreMap';
import * as styles from './StoreMap.css';

export type { StoreMapTiles } from './leafletStoreMap';

export interface StoreMapProps {
  stores: readonly Store[];
  /** The key (domain storeKey) of the store whose info window is open. */
  selectedKey?: string | undefined;
  /** A pin was activated (click, Enter, Space), or the info window closed (undefined). */
  onSelect: (store: Store | undefined) => void;
  /** Where the map looks without stores: the search origin (CONST-07 by default). */
  centre?: LatLng;
  /** The tile source (configuration); none draws the pins on a plain ground (stories, tests). */
  tiles?: StoreMapTiles | undefined;
  /** ACC-93: map failures (tiles, the map's own code) are the caller's to log, never shown. */
  onMapError?: (error: unknown) => void;
  /** Pan and zoom without animation (stories' screenshots); reduced motion turns it off too. */
  animate?: boolean;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * §2.9: the store map (Leaflet, loaded on first use): a pin per store, the info window of the
 * selected one with its address, call link (ACC-84) and directions, centred on the first store or the
 * selected one at zoom 12 (ACC-85, CONST-08). The list beside it is the accessible path; pins are
 * buttons too.
 */
export function StoreMap({
  stores,
  selectedKey,
  onSelect,
  centre = DEFAULT_LOCATION,
  tiles,
  onMapError,
  animate = true,
}: StoreMapProps) {
  const { t } = useTranslation('ui');
  const container = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<StoreMapHandle>();
  const [popupNode] = useState(() => document.createElement('div'));
  const selected = stores.find((store) => storeKey(store) === selectedKey);
  // A pin opened the info window: the focus moves into it (Tab would otherwise cross every other pin).
  const focusInfo = useRef(false);
  const infoTitle = useRef<HTMLHeadingElement>(null);
  // The map's own event handlers see the latest props.
  const reportError = useEffectEvent((error: unknown) => onMapError?.(error));
  const activatePin = useEffectEvent((key: string) => {
    focusInfo.current = true;
    onSelect(stores.find((store) => storeKey(store) === key));
  });
  const infoClosed = useEffectEvent(() => onSelect(undefined));

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    let map: StoreMapHandle | undefined;
    let cancelled = false;
    import('./leafletStoreMap')
      .then(({ createStoreMap }) => {
        if (cancelled) return;
        map = createStoreMap(element, {
          centre,
          zoom: MAP_ZOOM,
          tiles,
          texts: { zoomIn: t('storeLocator.map.zoomIn'), zoomOut: t('storeLocator.map.zoomOut') },
          pinClass: styles.pin,
          selectedPinClass: styles.selectedPin,
          popupClass: styles.popup,
          popupContent: popupNode,
          animate: animate && !prefersReducedMotion(),
          onPinActivate: activatePin,
          onPopupClose: infoClosed,
          onTileError: reportError,
        });
        setHandle(map);
      })
      .catch(reportError);
    return () => {
      cancelled = true;
      map?.destroy();
    };
    // The map is built once; its texts and tiles are fixed for its life (the language change remounts the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // New stores: new pins, and the map looks at the first store (ACC-85) or the search origin.
  const pinsKey = useMemo(() => stores.map(storeKey).join('\n'), [stores]);
  useEffect(() => {
    if (handle === undefined) return;
    handle.setPins(
      stores.map((store) => ({
        key: storeKey(store),
        lat: store.lat,
        lng: store.lng,
        label: t('storeLocator.map.pin', { address: store.address }),
      })),
    );
    handle.centreOn(stores[0] ?? centre);
    // pinsKey stands for the stores; the centre only matters when the stores change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, pinsKey, t]);

  const shownKey = selected === undefined ? undefined : storeKey(selected);
  useEffect(() => {
    handle?.show(shownKey);
    if (shownKey !== undefined && focusInfo.current) infoTitle.current?.focus();
    focusInfo.current = false;
  }, [handle, shownKey, pinsKey]);
  const close = () => {
    onSelect(undefined);
    if (shownKey !== undefined) handle?.focusPin(shownKey);
  };

  const callHref = storeCallHref(selected?.phone);
  return (
    <section
      className={styles.frame}
      aria-label={t('storeLocator.map.label')}
      aria-busy={handle === undefined}
    >
      <div ref={container} className={styles.map} />
      {handle === undefined ? <p className={srOnly}>{t('storeLocator.map.loading')}</p> : null}
      {selected !== undefined
        ? createPortal(
            <div className={styles.info}>
              <h2 ref={infoTitle} tabIndex={-1} className={styles.infoTitle}>
                {t('storeLocator.map.infoTitle')}
              </h2>
              <p className={styles.infoAddress}>{selected.address}</p>
              {callHref !== undefined && selected.phone !== undefined ? (
                <a className={styles.infoLink} href={callHref}>
                  {t('storeLocator.list.call', { phone: selected.phone })}
                </a>
              ) : null}
              <a
                className={styles.infoLink}
                href={directionsUrl(selected)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('storeLocator.list.directions')}
                <span className={srOnly}> {t('common.opensInNewTab')}</span>
              </a>
              <button type="button" className={styles.infoClose} onClick={close}>
                {t('storeLocator.map.close')}
              </button>
            </div>,
            popupNode,
          )
        : null}
    </section>
  );
}
