import {
  BACK_TO_TOP_SCROLL_PX,
  DOWNLOAD_BOX_SCROLL_PX,
  HOTLINE_INTERNET,
  HOTLINE_MOBILE,
  STICKY_HEADER_SCROLL_PX,
} from '@selfcare/domain';
import {
  BackToTop,
  DownloadAppBox,
  Footer,
  GuestConfirm,
  Header,
  LoadingBar,
  OfflineBanner,
  SupportLauncher,
  useScrolledPast,
} from '@selfcare/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { config } from '../config/env';
import { paths } from '../config/paths';
import { isLoyaltyMember, readPromoMenu } from '../features/auth/memberData';
import { useSessionExpiry, useUserInfo } from '../features/auth/useSessionExpiry';
import { useSignOut } from '../features/auth/useSignOut';
import { featureHref } from '../features/shell/featurePages';
import { accountLinks, footerLinks, headerNavigation } from '../features/shell/navigation';
import { ShellRouterLink } from '../features/shell/ShellRouterLink';
import { useChatBotScript } from '../features/shell/useChatBotScript';
import { useLoadingVisible } from '../lib/loading';
import { useOnline } from '../lib/online';
import { PageDirectoryProvider } from '../lib/pageDirectory';
import { localKeys } from '../lib/storage';
import { useAuthDialog } from '../lib/authDialog';
import { useFeedback } from '../lib/feedback';
import { useLanguageChoice } from './LanguageSwitch';
import { useServices, useSession } from '../lib/services';
import { pageExistsIn } from './pageDirectory';
import { routes } from './routes';
import * as styles from './Layout.css';

/** Which addresses have a page: the shell links only those (issue 14: no entry ends on not-found). */
const pageExists = pageExistsIn(routes);

const contact = {
  hotlineMobile: HOTLINE_MOBILE,
  hotlineInternet: HOTLINE_INTERNET,
  supportEmail: config.supportEmail,
};

/** §2.2, §2.3: header, footer and the floating shell pieces around every page. */
export function Layout() {
  const { t, i18n } = useTranslation(['portal', 'auth']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { loading } = useServices();
  const { state } = useSession();
  const authDialog = useAuthDialog();
  const feedback = useFeedback();
  const signOut = useSignOut();
  const [language, chooseLanguage] = useLanguageChoice();
  const loadingVisible = useLoadingVisible(loading);
  const online = useOnline();
  const sticky = useScrolledPast(STICKY_HEADER_SCROLL_PX);
  const backToTopVisible = useScrolledPast(BACK_TO_TOP_SCROLL_PX);
  const pastDownloadBox = useScrolledPast(DOWNLOAD_BOX_SCROLL_PX);
  const storage = window.localStorage;
  const [downloadBoxClosed, setDownloadBoxClosed] = useState(
    () => storage.getItem(localKeys.downloadBoxClosed) === 'true',
  );
  const [guestTarget, setGuestTarget] = useState<string | null>(null);
  useSessionExpiry();
  const customerName = useUserInfo();

  // SHELL-049: the page scrolls to the top on each path change. Not when the portal first renders: the reader
  // may already have scrolled a prerendered page (lib/prerendered.ts), and a first load starts at the top anyway.
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t('app.name');
  }, [i18n.language, t]);

  const signedIn = state.status === 'signedIn';
  const signInThenGo = (href: string) => authDialog.open({ onSignedIn: () => void navigate(href) });
  const navigation = headerNavigation({
    signedIn,
    member: isLoyaltyMember(storage),
    promotionCategories: signedIn ? readPromoMenu(storage) : [],
    language: i18n.language,
    onSignInFirst: signInThenGo,
    onNotMember: () => void feedback.notice(t('auth:messages.notMember')),
  });
  // SHELL-109 (ENT-14): inside the operator's app the shell shows the page only.
  const embedded = storage.getItem(localKeys.appEmbedded) === 'true';
  // SHELL-117: the configured chat-bot takes the support corner; without one, our own support entry does.
  const chatBotUrl = config.environment.chatBotScriptUrl;
  useChatBotScript(chatBotUrl, !embedded);

  return (
    <div className={styles.page}>
      <LoadingBar active={loadingVisible} />
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      {embedded ? null : (
        <Header
          navigation={navigation}
          signedInPhone={signedIn ? state.msisdn : null}
          signedInName={signedIn ? customerName : null}
          accountLinks={accountLinks(pageExists)}
          onSignIn={() => authDialog.open()}
          onSignOut={() => void signOut()}
          onSearch={(text) => void navigate(paths.search.getHref(text))}
          language={language}
          onLanguageChange={chooseLanguage}
          contact={contact}
          enterpriseHref={config.enterprisePortalUrl}
          sticky={sticky}
          LinkComponent={ShellRouterLink}
        />
      )}
      <OfflineBanner offline={!online} />
      {/* The download box sticks to the bottom inside this frame, so it never lies over the footer's links. */}
      <div className={styles.content}>
        <main id="main" className={styles.main} tabIndex={-1}>
          {/* Pages read it too: /tinh-nang links only the features that have one. */}
          <PageDirectoryProvider value={pageExists}>
            <Outlet />
          </PageDirectoryProvider>
        </main>
        <DownloadAppBox
          // SHELL-106 … SHELL-108: after 500 px, never on the home page, hidden for good once closed.
          visible={pastDownloadBox && !downloadBoxClosed && !embedded && pathname !== paths.home.getHref()}
          iosHref={config.appLinks.ios}
          androidHref={config.appLinks.android}
          onClose={() => {
            storage.setItem(localKeys.downloadBoxClosed, 'true');
            setDownloadBoxClosed(true);
          }}
        />
      </div>
      {embedded ? null : (
        <Footer
          {...footerLinks(signedIn, setGuestTarget)}
          contact={contact}
          LinkComponent={ShellRouterLink}
        />
      )}
      {embedded || chatBotUrl !== '' ? null : (
        <SupportLauncher
          contact={contact}
          requestHref={featureHref('supportRequest', pageExists)}
          LinkComponent={ShellRouterLink}
        />
      )}
      <BackToTop
        visible={backToTopVisible}
        onClick={() => {
          window.scrollTo({ top: 0 });
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      />
      <GuestConfirm
        open={guestTarget !== null}
        onOpenChange={(open) => (open ? undefined : setGuestTarget(null))}
        onSignIn={() => guestTarget !== null && signInThenGo(guestTarget)}
      />
    </div>
  );
}
