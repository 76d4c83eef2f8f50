import { Button, Link } from '@selfcare/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { config } from '../../config/env';

/** SHELL-044 … SHELL-046: which page of the external payment site each shortcut opens. */
const targets: Record<string, string> = {
  '/tinh-nang/thanh-toan-dich-vu': config.externalPayment.bill,
  '/tinh-nang/nap-tien': config.externalPayment.topup,
  '/tinh-nang/mua-ma-the': config.externalPayment.root,
};

export function externalPaymentTarget(pathname: string): string {
  return targets[pathname] ?? config.externalPayment.root;
}

/**
 * Opens the external payment site in a new tab and goes back. Opened directly (no history), it
 * stays and offers the link, in case the browser blocked the tab.
 */
export function Component() {
  const { t } = useTranslation('shell');
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const target = externalPaymentTarget(pathname);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    window.open(target, '_blank', 'noopener');
    // Reached from a portal link: go back. Opened directly: stay, with the link in case the tab was blocked.
    if (key !== 'default') void navigate(-1);
  }, [key, navigate, target]);
  return (
    <section aria-labelledby="external-payment-title">
      <h1 id="external-payment-title">{t('externalPayment.title')}</h1>
      <p>{t('externalPayment.opened')}</p>
      <p>
        <Link href={target} external>
          {t('externalPayment.open')}
        </Link>
      </p>
      <Button variant="secondary" onClick={() => void navigate('/')}>
        {t('externalPayment.back')}
      </Button>
    </section>
  );
}
