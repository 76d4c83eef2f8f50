import { paths } from '../../config/paths';

/** SHELL-062 … 064, 068 … 071: the support pages this feature serves, under /tinh-nang. */
export const supportSlugs = {
  faq: 'hoi-dap',
  terms: 'dieu-khoan-su-dung',
  privacy: 'chinh-sach-rieng-tu',
  smartTv: 'smart-tv-ho-tro-mytv',
  sendRequest: 'gui-yeu-cau',
  sentRequests: 'yeu-cau-da-gui',
  qualityReports: 'phan-anh-chat-luong',
} as const;

export type SupportPage = keyof typeof supportSlugs;

/** ACC-96: the three text pages, by their slug. */
export const contentPages = ['terms', 'privacy', 'smartTv'] as const satisfies readonly SupportPage[];
export type ContentPageKey = (typeof contentPages)[number];

export const supportHref = (page: SupportPage) => paths.features.getHref(supportSlugs[page]);

/** ACC-69: the FAQ's query names: the search text, and the question a link opens. */
export const faqQuery = { search: 'q', question: 'cau-hoi' } as const;

/** ACC-69: the address that opens one answer of the FAQ. */
export const faqAnswerHref = (id: string) =>
  `${supportHref('faq')}?${new URLSearchParams({ [faqQuery.question]: id }).toString()}`;
