import { FeatureDirectory } from '@selfcare/ui';
import { useNavigate } from 'react-router-dom';
import { useAuthDialog } from '../../lib/authDialog';
import { usePageExists } from '../../lib/pageDirectory';
import { useSession } from '../../lib/services';
import { featureDirectory } from './featurePages';
import { ShellRouterLink } from './ShellRouterLink';

/** SHELL-006: /tinh-nang, every feature by group; those without a page yet are listed as coming soon. */
export function Component() {
  const { state } = useSession();
  const pageExists = usePageExists();
  const authDialog = useAuthDialog();
  const navigate = useNavigate();
  const groups = featureDirectory({
    signedIn: state.status === 'signedIn',
    pageExists,
    onGuestService: (href) => authDialog.open({ onSignedIn: () => void navigate(href) }),
  });
  return <FeatureDirectory groups={groups} LinkComponent={ShellRouterLink} />;
}
