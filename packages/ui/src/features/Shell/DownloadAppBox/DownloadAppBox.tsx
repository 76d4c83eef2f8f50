import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Cross2Icon } from '@radix-ui/react-icons';
import { Button } from '../../../components/Button/Button';
import { IconButton } from '../../../components/IconButton/IconButton';
import { bottomBoxBlock } from '../private/scrollPadding.css';
import * as styles from './DownloadAppBox.css';

export interface DownloadAppBoxProps {
  /** SHELL-106: shown once the page scrolled past 500 px, unless closed before or on the home-like route. */
  visible: boolean;
  iosHref: string;
  androidHref: string;
  /** SHELL-107: closing keeps it hidden (the portal remembers it). */
  onClose: () => void;
}

/** The floating download-app box with its store links (§2.3). */
export function DownloadAppBox({ visible, iosHref, androidHref, onClose }: DownloadAppBoxProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => (visible && box.current ? reserveBottom(box.current) : undefined), [visible]);
  if (!visible) return null;
  return (
    <aside ref={box} className={styles.box} aria-labelledby={titleId}>
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {t('shell.downloadApp.title')}
        </h2>
        <IconButton
          size="sm"
          label={t('shell.downloadApp.close')}
          icon={<Cross2Icon width={16} height={16} />}
          onClick={onClose}
        />
      </div>
      <p className={styles.body}>{t('shell.downloadApp.body')}</p>
      <div className={styles.stores}>
        <Button asChild size="sm" variant="secondary">
          <a href={iosHref} target="_blank" rel="noopener noreferrer">
            {t('shell.downloadApp.ios')}
          </a>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <a href={androidHref} target="_blank" rel="noopener noreferrer">
            {t('shell.downloadApp.android')}
          </a>
        </Button>
      </div>
    </aside>
  );
}

/**
 * WCAG 2.4.11: while the box floats over the page, what focus scrolls into view stops above it (the page's
 * scroll padding reads this height, SupportLauncher.css.ts). Returns the cleanup.
 */
function reserveBottom(box: HTMLElement): () => void {
  const root = box.ownerDocument.documentElement;
  const property = bottomBoxBlock.replace(/^var\((.+)\)$/, '$1');
  const measure = () => {
    const gap = Number.parseFloat(getComputedStyle(box).bottom) || 0;
    root.style.setProperty(property, `${box.offsetHeight + gap}px`);
    // The box appears on a scroll, often the one that brought the control a keyboard focused into view:
    // that control moves up out from under it (not one a pointer left focused, which would jump the page).
    const focused = box.ownerDocument.activeElement;
    if (focused instanceof HTMLElement && focused.matches(':focus-visible') && covers(box, focused))
      focused.scrollIntoView({ block: 'nearest' });
  };
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
  observer?.observe(box);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(property);
  };
}

/** Whether `box` lies over part of `control` (one that fits on the screen: a taller region is never whole). */
function covers(box: HTMLElement, control: HTMLElement): boolean {
  if (box.contains(control)) return false;
  const under = control.getBoundingClientRect();
  const over = box.getBoundingClientRect();
  const fits = under.height < window.innerHeight / 2;
  const apart =
    under.right <= over.left ||
    over.right <= under.left ||
    under.bottom <= over.top ||
    over.bottom <= under.top;
  return fits && !apart;
}
