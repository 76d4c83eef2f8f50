import { canZoom } from '@selfcare/domain';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { IconButton } from '../../../components/IconButton/IconButton';
import * as styles from './PdfToolbar.css';

export interface PdfToolbarProps {
  /** The page shown, from 1. */
  page: number;
  /** Undefined while the document opens: every control but download waits. */
  pageCount: number | undefined;
  /** The zoom relative to the page fitted to the viewer's width (1 = 100 %). */
  zoom: number;
  onPageChange: (page: number) => void;
  onZoomChange: (direction: 'in' | 'out') => void;
  onDownload: () => void;
  onPrint: () => void;
  /** The file is being fetched for download. */
  downloading?: boolean;
}

/**
 * SHELL-010: the viewer's controls, each a real button (keyboard and screen readers): pages, zoom,
 * download and print. The page and the zoom level are announced as they change.
 */
export function PdfToolbar(props: PdfToolbarProps) {
  const { t } = useTranslation('ui');
  const ready = props.pageCount !== undefined;
  const count = props.pageCount ?? 0;
  return (
    <div role="toolbar" aria-label={t('eInvoices.viewer.toolbar')} className={styles.toolbar}>
      <div className={styles.group}>
        <IconButton
          label={t('eInvoices.viewer.previous')}
          icon={<ChevronLeftIcon />}
          variant="outline"
          size="sm"
          disabled={!ready || props.page <= 1}
          onClick={() => props.onPageChange(props.page - 1)}
        />
        <span className={styles.status} aria-live="polite">
          {ready
            ? t('eInvoices.viewer.pageOf', { page: props.page, count })
            : t('eInvoices.viewer.pageLoading')}
        </span>
        <IconButton
          label={t('eInvoices.viewer.next')}
          icon={<ChevronRightIcon />}
          variant="outline"
          size="sm"
          disabled={!ready || props.page >= count}
          onClick={() => props.onPageChange(props.page + 1)}
        />
      </div>
      <div className={styles.group}>
        <IconButton
          label={t('eInvoices.viewer.zoomOut')}
          icon={<ZoomOutIcon />}
          variant="outline"
          size="sm"
          disabled={!ready || !canZoom(props.zoom, 'out')}
          onClick={() => props.onZoomChange('out')}
        />
        <span className={styles.status} aria-live="polite">
          {t('eInvoices.viewer.zoomLevel', { percent: Math.round(props.zoom * 100) })}
        </span>
        <IconButton
          label={t('eInvoices.viewer.zoomIn')}
          icon={<ZoomInIcon />}
          variant="outline"
          size="sm"
          disabled={!ready || !canZoom(props.zoom, 'in')}
          onClick={() => props.onZoomChange('in')}
        />
      </div>
      <div className={styles.group}>
        <Button variant="secondary" size="sm" loading={props.downloading ?? false} onClick={props.onDownload}>
          <DownloadIcon aria-hidden />
          {t('eInvoices.viewer.download')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!ready} onClick={props.onPrint}>
          {t('eInvoices.viewer.print')}
        </Button>
      </div>
    </div>
  );
}
