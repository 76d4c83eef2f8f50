/** Sample data of the partner registration's stories (not part of the public surface). */
import type { SelectOption } from '../../components/Select/Select';
import type { PartnerCaptcha } from './PartnerRegistrationForm/PartnerRegistrationForm';

export const sampleBusinessFields: readonly SelectOption[] = [
  { value: '1', label: 'Ẩm thực' },
  { value: '2', label: 'Mua sắm' },
  { value: '3', label: 'Du lịch và khách sạn' },
];

export const sampleAreas: readonly SelectOption[] = [
  { value: '1', label: 'Hà Nội' },
  { value: '2', label: 'TP Hồ Chí Minh' },
  { value: '3', label: 'Đà Nẵng' },
];

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><rect width="100%" height="100%" fill="#eef2f7"/><text x="18" y="34" font-family="monospace" font-size="28" font-weight="700" fill="#1b2a4a">K7PQ2</text></svg>';

export const sampleCaptcha: PartnerCaptcha = {
  status: 'ready',
  id: 'captcha-1',
  image: `data:image/svg+xml;base64,${btoa(svg)}`,
};
