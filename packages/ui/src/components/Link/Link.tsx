import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Slot } from 'radix-ui';
import { srOnly } from '../private/srOnly.css';
import { cx } from '../../lib/cx';
import * as styles from './Link.css';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /** Opens in a new tab with a safe `rel` and tells screen-reader users so. */
  external?: boolean;
  /** Renders the child (e.g. a router `<Link>`) with the link look. */
  asChild?: boolean;
}

export function Link({ external = false, asChild = false, className, children, ...rest }: LinkProps) {
  const { t } = useTranslation('ui');
  const classes = cx(styles.link, className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <a className={classes} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {external ? <span className={srOnly}> {t('common.opensInNewTab')}</span> : null}
    </a>
  );
}
