import type { Banner } from '@selfcare/domain';

/** Sample banners of the stories: images on Storybook's own origin (as the sandbox serves them) and one data URL (API-188). */
export const sampleBanners: readonly Banner[] = [
  {
    id: '1',
    title: 'Hoàn tiền 50% gói data',
    imageUrl: '/fixtures/news-50.svg',
    link: '/tinh-nang/tin-tuc?tab=1&id=5163',
  },
  {
    id: '2',
    title: 'Home Combo chỉ từ 189.000đ',
    imageUrl: '/fixtures/big90.svg',
    link: 'https://vinaphone.com.vn',
  },
  {
    id: '3',
    title: 'Chuyển vùng quốc tế giá tốt',
    imageUrl:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    link: 'javascript:alert(1)',
  },
  {
    id: '4',
    title: 'Ưu đãi hội viên VinaPhone Plus',
    imageUrl: 'http://insecure.example/b.png',
    link: '/vinaphone-plus',
  },
];
