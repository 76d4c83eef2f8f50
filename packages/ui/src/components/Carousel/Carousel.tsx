import type { KeyboardEvent, ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@radix-ui/react-icons';
import Autoplay from 'embla-carousel-autoplay';
import { CAROUSEL_AUTOPLAY_MS } from '@selfcare/domain';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { IconButton } from '../IconButton/IconButton';
import { expectedSnapCount, type CarouselLayout } from './carouselBreakpoints';
import * as styles from './Carousel.css';
import { useEmblaWhenNeeded } from './useEmblaWhenNeeded';

export interface CarouselProps {
  /** The slides, in order. */
  slides: readonly ReactNode[];
  /** Names the carousel, e.g. 'Ưu đãi nổi bật'. Defaults to the catalogue's 'Carousel'. */
  label?: string;
  /** Items per view by width: `main` 4/3/2 (CONST-13), `landing` 3/2/1 (CONST-14), `swiper` 4/1 (CONST-17), `single` 1. */
  layout?: CarouselLayout;
  /** Advances every 5000 ms (CONST-05); never when the user prefers reduced motion. */
  autoplay?: boolean;
  loop?: boolean;
}

/**
 * A slide carousel on embla. Autoplay pauses while hovered or focused, can be paused with
 * its button (WCAG 2.2.2) and is off for users who prefer reduced motion. Slides move by the
 * arrow buttons, the dots, the left and right arrow keys (focus inside) and swipe or drag.
 */
export function Carousel({ slides, label, layout = 'single', autoplay = true, loop = true }: CarouselProps) {
  const { t } = useTranslation('ui');
  const reducedMotion = usePrefersReducedMotion();
  const rotates = autoplay && !reducedMotion && slides.length > 1;
  const plugins = useMemo(
    () =>
      rotates
        ? [
            Autoplay({
              delay: CAROUSEL_AUTOPLAY_MS,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
              stopOnInteraction: false,
            }),
          ]
        : [],
    [rotates],
  );
  const [viewportRef, api, act] = useEmblaWhenNeeded(
    { loop, align: 'start', duration: reducedMotion ? 0 : 25 },
    plugins,
    rotates ? CAROUSEL_AUTOPLAY_MS : undefined,
  );
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(() =>
    expectedSnapCount(slides.length, layout, loop, typeof window === 'undefined' ? 0 : window.innerWidth),
  );
  const [pausedByUser, setPausedByUser] = useState(false);
  const playing = rotates && !pausedByUser;

  useEffect(() => {
    if (!api) return undefined;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const togglePlaying = useCallback(() => {
    act((carousel) => {
      const plugin = carousel.plugins().autoplay;
      if (!plugin) return;
      if (playing) plugin.stop();
      else plugin.play();
      setPausedByUser(playing);
    });
  }, [act, playing]);

  // Left and right arrows move the slides while focus is anywhere in the carousel (a slide's link, a control).
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') act((carousel) => carousel.scrollPrev());
      else if (event.key === 'ArrowRight') act((carousel) => carousel.scrollNext());
      else return;
      event.preventDefault();
    },
    [act],
  );

  const name = label ?? t('carousel.label');
  return (
    // The arrow keys reach this handler from the focusable slides and controls inside (a delegated handler; the section takes no focus).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className={styles.root} aria-roledescription="carousel" aria-label={name} onKeyDown={onKeyDown}>
      <div className={styles.viewport} ref={viewportRef}>
        {/* While it rotates by itself, changes are not announced (they would interrupt). */}
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide[layout]}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, total: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {snapCount > 1 ? (
        <div className={styles.controls}>
          {rotates ? (
            <IconButton
              size="sm"
              variant="outline"
              label={playing ? t('carousel.pause') : t('carousel.play')}
              icon={playing ? <PauseIcon /> : <PlayIcon />}
              onClick={togglePlaying}
            />
          ) : null}
          <IconButton
            size="sm"
            variant="outline"
            label={t('carousel.previous')}
            icon={<ChevronLeftIcon />}
            onClick={() => act((carousel) => carousel.scrollPrev())}
          />
          <div className={styles.dots}>
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={t('carousel.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => act((carousel) => carousel.scrollTo(index))}
              />
            ))}
          </div>
          <IconButton
            size="sm"
            variant="outline"
            label={t('carousel.next')}
            icon={<ChevronRightIcon />}
            onClick={() => act((carousel) => carousel.scrollNext())}
          />
        </div>
      ) : null}
    </section>
  );
}
