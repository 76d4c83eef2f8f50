/**
 * The landing composition's content (issue 21): what a campaign table in the portal produces, already in
 * the reader's language. Every text is plain text except `html` of a rules block (server-supplied, sanitised).
 */

/** An image with its intrinsic size, so its box is reserved before it loads (no layout shift). */
export interface LandingImage {
  src: string;
  width: number;
  height: number;
  /** Empty for decorative art. */
  alt: string;
}

/** A link the page offers: into the app, to a store, or to a portal page. */
export interface LandingLink {
  /** Names the click for the campaign log (LAND-72). */
  id: string;
  label: string;
  href: string;
  variant?: 'primary' | 'secondary';
}

export interface LandingStep {
  title: string;
  text?: string;
  image?: LandingImage;
}

/** How steps are laid out: a numbered list, a carousel (3/2/1, CONST-14) or the swiper (4/1, CONST-17). */
export type LandingStepsDisplay = 'list' | 'carousel' | 'swiper';

export interface LandingStepsBlock {
  kind: 'steps';
  id: string;
  title: string;
  lead?: string;
  steps: readonly LandingStep[];
  display: LandingStepsDisplay;
  /** 'Step 1', 'Step 2' … before each title; off for an information carousel. Default on. */
  numbered?: boolean;
}

export interface LandingTabsBlock {
  kind: 'tabs';
  id: string;
  title: string;
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly { value: string; label: string; steps: Omit<LandingStepsBlock, 'kind' | 'id'> }[];
}

export interface LandingRulesBlock {
  kind: 'rules';
  id: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Server-supplied rule text: rendered through SafeHtml only. */
  html?: string;
}

/** Where a row of buttons shows: everywhere, from 991 px only, or below 991 px only (LAND-30). */
export type LandingPlacement = 'everywhere' | 'wide' | 'narrow';

export interface LandingActionsBlock {
  kind: 'actions';
  id: string;
  links: readonly LandingLink[];
  placement?: LandingPlacement;
}

export type LandingBlock = LandingStepsBlock | LandingTabsBlock | LandingRulesBlock | LandingActionsBlock;

export interface LandingHeroContent {
  title: string;
  lead: string;
  /** A short line above the title, e.g. the campaign's dates. */
  eyebrow?: string;
  image: LandingImage;
}

export interface LandingFooterContent {
  title: string;
  lead?: string;
  appStoreHref?: string;
  playStoreHref?: string;
  /** What the QR code holds (a download page's address); no QR without it. */
  qrValue?: string;
  /** Small print, e.g. 'Promotions apply to prepaid subscribers' (LAND-70). */
  note?: string;
}

export interface LandingStickyContent {
  link: LandingLink;
  /** Scroll offset in px from which the button sticks to the bottom (CONST-12: 572 on the TV page). */
  afterPx: number;
}

/** A campaign outside its dates: the page still shows, with a notice first. */
export interface LandingStatus {
  kind: 'upcoming' | 'ended';
  /** The start or end day, formatted for the reader. */
  date: string;
}

export interface LandingContent {
  hero: LandingHeroContent;
  blocks: readonly LandingBlock[];
  sticky?: LandingStickyContent;
  footer?: LandingFooterContent;
  status?: LandingStatus;
}
