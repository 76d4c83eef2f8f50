import { defineAreaLocales } from '../defineAreaLocales';

/** Texts of the news cards, list and detail (SRCH-07 ... SRCH-10). */
export const newsLocales = defineAreaLocales(
  {
    card: { published: 'Ngày đăng', readMore: 'Đọc tiếp', readMoreNamed: 'Đọc tiếp: {{title}}' },
    list: {
      label: 'Danh sách tin tức',
      loading: 'Đang tải tin tức',
      emptyTitle: 'Chưa có tin tức',
      emptyDescription: 'Nhóm tin này chưa có bài viết nào.',
    },
    detail: { back: 'Quay lại danh sách tin', loading: 'Đang tải bài viết' },
  },
  {
    card: { published: 'Published', readMore: 'Read more', readMoreNamed: 'Read more: {{title}}' },
    list: {
      label: 'News',
      loading: 'Loading news',
      emptyTitle: 'No news yet',
      emptyDescription: 'This group has no articles yet.',
    },
    detail: { back: 'Back to the news list', loading: 'Loading the article' },
  },
);
