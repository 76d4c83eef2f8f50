import { defineAreaLocales } from '../defineAreaLocales';

/** Texts of the search results page (SRCH-04 ... SRCH-06). */
export const searchLocales = defineAreaLocales(
  {
    results: {
      title: 'Kết quả tìm kiếm cho “{{text}}”',
      packagesTitle: 'Gói cước',
      packages: 'Gói cước ({{count}})',
      newsTitle: 'Tin tức',
      news: 'Tin tức ({{count}})',
      emptyTitle: 'Không tìm thấy kết quả phù hợp',
      emptyDescription: 'Hãy thử từ khoá khác, ví dụ tên gói cước như D15 hoặc “internet”.',
      noPackages: 'Không có gói cước nào khớp với từ khoá.',
      noNews: 'Không có tin tức nào khớp với từ khoá.',
    },
  },
  {
    results: {
      title: 'Search results for “{{text}}”',
      packagesTitle: 'Packages',
      packages: 'Packages ({{count}})',
      newsTitle: 'News',
      news: 'News ({{count}})',
      emptyTitle: 'No matching results',
      emptyDescription: 'Try another word, for example a package name such as D15 or “internet”.',
      noPackages: 'No package matches these words.',
      noNews: 'No news item matches these words.',
    },
  },
);
