export { Header } from './Header/Header';
export type { HeaderProps } from './Header/Header';
export { focusAccountButton } from './Header/focusAccountButton';
export { accountPageKeys } from './Header/accountItems';
export type { AccountPageKey } from './Header/accountItems';
export { Footer } from './Footer/Footer';
export type { FooterProps } from './Footer/Footer';
export { BackToTop } from './BackToTop/BackToTop';
export type { BackToTopProps } from './BackToTop/BackToTop';
export { DownloadAppBox } from './DownloadAppBox/DownloadAppBox';
export type { DownloadAppBoxProps } from './DownloadAppBox/DownloadAppBox';
export { GuestConfirm } from './GuestConfirm/GuestConfirm';
export type { GuestConfirmProps } from './GuestConfirm/GuestConfirm';
export { LanguageSwitch } from './LanguageSwitch/LanguageSwitch';
export type { LanguageSwitchProps } from './LanguageSwitch/LanguageSwitch';
export { useScrolledPast } from './useScrolledPast';
export type {
  NavGroup,
  NavItem,
  ShellContact,
  ShellLanguage,
  ShellLinkComponent,
  ShellLinkProps,
} from './types';
export { FeatureDirectory } from './FeatureDirectory/FeatureDirectory';
export type { FeatureDirectoryProps, FeatureEntry, FeatureGroup } from './FeatureDirectory/FeatureDirectory';
export type { FeatureGroupKey, FeatureKey } from './FeatureDirectory/featureItems';
export { OperatorApps } from './OperatorApps/OperatorApps';
export type { OperatorAppsProps } from './OperatorApps/OperatorApps';
export { SupportLauncher } from './SupportLauncher/SupportLauncher';
export type { SupportLauncherProps } from './SupportLauncher/SupportLauncher';
