import { operatorAppLinks } from '@selfcare/domain';
import { OperatorApps } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { usePortalQueries } from '../../lib/services';

/**
 * SHELL-009, ACC-97: /app and /tinh-nang/ung-dung, the operator's apps (media_get_app_link_lists)
 * with their store links. The QR holds the /app address, so a phone that scans it opens this page.
 */
export function Component() {
  const { appQueries } = usePortalQueries();
  const apps = useQuery(appQueries.list());
  return (
    <OperatorApps
      apps={operatorAppLinks(apps.data ?? [])}
      state={apps.isPending ? 'loading' : apps.isError ? 'error' : 'ready'}
      onRetry={() => void apps.refetch()}
      qrValue={new URL(paths.apps.getHref(), window.location.origin).href}
    />
  );
}
