export { FaqList } from './FaqList/FaqList';
export type { FaqListProps } from './FaqList/FaqList';
export { ContentPage } from './ContentPage/ContentPage';
export type { ContentPageProps, ContentSection } from './ContentPage/ContentPage';
export { FrequentErrorList } from './FrequentErrorList/FrequentErrorList';
export type { FrequentErrorListProps } from './FrequentErrorList/FrequentErrorList';
export { SupportRequestForm } from './SupportRequestForm/SupportRequestForm';
export type { SupportRequestFormProps } from './SupportRequestForm/SupportRequestForm';
export { SentRequestList } from './SentRequestList/SentRequestList';
export type { SentRequestListProps } from './SentRequestList/SentRequestList';
export { QualityReportForm } from './QualityReportForm/QualityReportForm';
export type {
  QualityPlaceOption,
  QualityPlaceOptions,
  QualityReportFormProps,
} from './QualityReportForm/QualityReportForm';
export { QualityReportList } from './QualityReportList/QualityReportList';
export type { QualityReportListProps } from './QualityReportList/QualityReportList';
