import { CASHBACK_50_NEWS, PROMO_NEWS } from '@selfcare/domain';

/**
 * The one typed configuration module (architecture.md, "Configuration"). Values come from
 * VITE_* variables at build time; every default points at the sandbox through this origin.
 */
type ServiceBases = {
  mobile: string;
  otp: string;
  login: string;
  loyalty: string;
  roaming: string;
  packagePayment: string;
  bankList: string;
  config: string;
  shortLink: string;
};

/** Reads the configuration from build-time variables (a parameter, so tests can pass their own). */
export function readConfig(env: Readonly<Record<string, unknown>>) {
  const read = (name: string, fallback: string): string => {
    const value = env[name];
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  const readNumber = (name: string, fallback: number): number => {
    const parsed = Number(read(name, String(fallback)));
    return Number.isFinite(parsed) ? parsed : fallback;
  };
  return {
    apiBases: {
      mobile: read('VITE_API_BASE_MOBILE', '/api/mobile'),
      otp: read('VITE_API_BASE_OTP', '/api/otp'),
      login: read('VITE_API_BASE_LOGIN', '/api/login'),
      loyalty: read('VITE_API_BASE_LOYALTY', '/api/loyalty'),
      roaming: read('VITE_API_BASE_ROAMING', '/api/roaming'),
      packagePayment: read('VITE_API_BASE_PACKAGE_PAYMENT', '/api/payment'),
      bankList: read('VITE_API_BASE_BANK_LIST', '/api/banks'),
      config: read('VITE_API_BASE_CONFIG', '/api/config'),
      shortLink: read('VITE_API_BASE_SHORT_LINK', '/api/short-link'),
    } satisfies ServiceBases,
    /** The product identifier inside `{product}_…` call names and the WEB_{product} partner code (API-006). */
    productId: read('VITE_PRODUCT_ID', 'vnpt'),
    /** DOM-49 / CONST-04 (GAP): roaming polling, defaults from the known QR flow (CONST-03). */
    roamingPollIntervalMs: readNumber('VITE_ROAMING_POLL_INTERVAL_MS', 10_000),
    roamingPollMaxAttempts: readNumber('VITE_ROAMING_POLL_MAX_ATTEMPTS', 180),
    /** ROAM-012 (UNSPEC): the operator app's roaming screen; `packageCode` is appended when a package is chosen. */
    roamingAppUrl: read('VITE_ROAMING_APP_URL', '/__sandbox/operator-app'),
    /** ROAM-099 (UNSPEC): a bank app's deep link; `{appId}` is replaced by the app id (VietQR's app links by default). */
    roamingBankDeeplink: read('VITE_ROAMING_BANK_DEEPLINK', 'https://dl.vietqr.io/pay?app={appId}'),
    /**
     * Issue 19: who serves /tinh-nang/nap-tien, mua-ma-the and thanh-toan-dich-vu: the portal's own pages
     * ('portal', the default) or the external payment site below ('external', SHELL-044 … SHELL-046).
     */
    paymentPages:
      read('VITE_PAYMENT_PAGES', 'portal') === 'external' ? ('external' as const) : ('portal' as const),
    /** SHELL external payment site (bill, top-up, root), opened in a new tab. */
    externalPayment: {
      root: read('VITE_PAYMENT_SITE_URL', '/__sandbox/payment-site'),
      bill: read('VITE_PAYMENT_SITE_BILL_URL', '/__sandbox/payment-site?page=bill'),
      topup: read('VITE_PAYMENT_SITE_TOPUP_URL', '/__sandbox/payment-site?page=topup'),
    },
    /** Where the portal asks for signatures (payment trans_id, loyalty hash): a server, never a bundled secret. */
    signingUrl: read('VITE_SIGNING_URL', '/api/signer/sign'),
    /** Fixed bearer values of the loyalty, roaming and config services (public per-client values, not secrets). */
    bearers: {
      loyalty: read('VITE_LOYALTY_BEARER', 'sandbox-loyalty'),
      roaming: read('VITE_ROAMING_BEARER', 'sandbox-roaming'),
      config: read('VITE_CONFIG_BEARER', 'sandbox-config'),
    },
    enterprisePortalUrl: read('VITE_ENTERPRISE_PORTAL_URL', '/__sandbox/enterprise'),
    /**
     * Issue 23: hosts (comma-separated, e.g. the payment gateway's, the banners' site) and app schemes a
     * server-supplied address may lead to, besides those of the addresses configured here (config/navigation.ts).
     */
    navigation: {
      extraHosts: read('VITE_NAVIGATION_HOSTS', ''),
      appSchemes: read('VITE_APP_SCHEMES', ''),
    },
    /**
     * §2.9: the store map's tiles, a Leaflet URL template ({z}/{x}/{y}, {s}; `{key}` takes the maps key,
     * API-189, which stays configuration), its credit line and deepest zoom. The sandbox draws its own.
     */
    storeMap: {
      tileUrl: read('VITE_MAP_TILE_URL', '/__sandbox/tiles/{z}/{x}/{y}.svg'),
      key: read('VITE_MAP_KEY', ''),
      attribution: read('VITE_MAP_ATTRIBUTION', ''),
      maxZoom: readNumber('VITE_MAP_MAX_ZOOM', 18),
    },
    /**
     * Issue 47 item 8: the hosts server images (packages, news, banners, banks) come from, comma-separated https
     * origins or host names; the CSP's img-src names only these besides the portal's own origin (deploy/).
     */
    imageHosts: read('VITE_IMAGE_HOSTS', ''),
    /** Issue 47 item 8: where browsers send CSP violation reports (the sandbox logs them; a deployment's collector). */
    cspReportUrl: read('VITE_CSP_REPORT_URL', '/api/csp-report'),
    supportEmail: read('VITE_SUPPORT_EMAIL', 'hotro@example.vn'),
    version: read('VITE_APP_VERSION', '0.1.0'),
    /**
     * ACC-76 (UNSPEC scheme and key): the secret the contract account fields are sealed under. The spec
     * decrypts them in the client, so it ships in the bundle: it guards nothing the reader may not see (their
     * own accounts, sent only to their session); docs/decisions/account.md.
     */
    contractAccountKey: read('VITE_CONTRACT_ACCOUNT_KEY', 'sandbox-contract-account-field-key'),
    /** AUTH-10, AUTH-56: the mobile-network (3G/4G) login host and the server that decrypts its code (the key stays there). */
    mobileNetworkLogin: {
      url: read('VITE_MOBILE_LOGIN_URL', '/__sandbox/login-3g'),
      decryptUrl: read('VITE_MOBILE_LOGIN_DECRYPT_URL', '/__sandbox/api/login-3g/decrypt'),
    },
    /** LAND-01 (UNSPEC address): the operator's subscriber-information update website (`msisdn` is appended). */
    subscriberInfoSiteUrl: read('VITE_SUBSCRIBER_INFO_SITE_URL', '/__sandbox/subscriber-info'),
    /** SHELL-106: the store links of the download-app box. */
    appLinks: {
      ios: read('VITE_APP_STORE_URL', '/__sandbox/app?store=ios'),
      android: read('VITE_PLAY_STORE_URL', '/__sandbox/app?store=android'),
    },
    /**
     * Issue 21: the app's deep-link base per environment flag (LAND-16, LAND-23: the spec gives no
     * format or host), the backend hosts that decide the flag (CONST-46, CONST-47: comma-separated),
     * and the cashback pages' news ids and categories (LAND-20, LAND-29: CONST-42, CONST-43 by default).
     */
    landing: {
      appLinks: {
        production: read('VITE_APP_LINK_PRODUCTION', '/__sandbox/operator-app'),
        beta: read('VITE_APP_LINK_BETA', '/__sandbox/operator-app'),
        other: read('VITE_APP_LINK_OTHER', '/__sandbox/operator-app'),
      },
      productionHosts: read('VITE_PRODUCTION_HOSTS', ''),
      betaHosts: read('VITE_BETA_HOSTS', ''),
      promoNews: {
        newsId: readNumber('VITE_PROMO_NEWS_ID', PROMO_NEWS.newsId),
        categoryId: readNumber('VITE_PROMO_NEWS_CATEGORY', PROMO_NEWS.categoryId),
      },
      cashback50News: {
        newsId: readNumber('VITE_CASHBACK_50_NEWS_ID', CASHBACK_50_NEWS.newsId),
        categoryId: readNumber('VITE_CASHBACK_50_NEWS_CATEGORY', CASHBACK_50_NEWS.categoryId),
      },
    },
    /**
     * CONST-40, CONST-41, CONST-45: the environment settings (CONST-47: the spec gives no concrete
     * values, so each deployment sets them; empty means not configured).
     */
    environment: {
      backendUrl: read('VITE_BACKEND_URL', ''),
      selfCareUrl: read('VITE_SELF_CARE_URL', ''),
      chatBotScriptUrl: read('VITE_CHAT_BOT_SCRIPT_URL', ''),
    },
  } as const;
}

// vite.config.ts reads the configuration in Node, where import.meta.env does not exist (it passes loadEnv's).
export const config = readConfig((import.meta.env as ImportMetaEnv | undefined) ?? {});

export type PortalConfig = typeof config;
