import {
  CardStackIcon,
  ChatBubbleIcon,
  ClipboardIcon,
  CounterClockwiseClockIcon,
  DashboardIcon,
  DesktopIcon,
  DownloadIcon,
  ExclamationTriangleIcon,
  FaceIcon,
  EyeClosedIcon,
  FileTextIcon,
  HomeIcon,
  HandIcon,
  IdCardIcon,
  InfoCircledIcon,
  LayersIcon,
  Link2Icon,
  ListBulletIcon,
  LockClosedIcon,
  MobileIcon,
  PersonIcon,
  PlusCircledIcon,
  QuestionMarkCircledIcon,
  ReaderIcon,
  SewingPinIcon,
  StarIcon,
  TokensIcon,
  UpdateIcon,
  Pencil2Icon,
} from '@radix-ui/react-icons';

/** SHELL-006: the groups of /tinh-nang (texts under shell.features.groups). */
export type FeatureGroupKey = 'account' | 'payments' | 'support' | 'loyalty';

/**
 * Every feature the directory can list, with its icon; its title and one-line explanation are
 * `shell.features.entries.<key>.title` / `.description`. The portal decides the groups and links.
 */
export const featureIcons = {
  accountOverview: DashboardIcon,
  personalInfo: PersonIcon,
  usageHistory: CounterClockwiseClockIcon,
  linkedServices: Link2Icon,
  changePassword: LockClosedIcon,
  packages: LayersIcon,
  family: HomeIcon,
  multiSim: MobileIcon,
  simChange: UpdateIcon,
  simRegistration: IdCardIcon,
  identityUpdate: FaceIcon,
  topUp: PlusCircledIcon,
  cardCode: CardStackIcon,
  billPayment: ClipboardIcon,
  eInvoices: FileTextIcon,
  supportRequest: ChatBubbleIcon,
  sentRequests: ListBulletIcon,
  qualityReport: ExclamationTriangleIcon,
  stores: SewingPinIcon,
  faq: QuestionMarkCircledIcon,
  news: ReaderIcon,
  apps: DownloadIcon,
  smartTv: DesktopIcon,
  terms: Pencil2Icon,
  privacy: EyeClosedIcon,
  memberInfo: StarIcon,
  promotions: TokensIcon,
  about: InfoCircledIcon,
  partners: HandIcon,
} as const;

export type FeatureKey = keyof typeof featureIcons;
