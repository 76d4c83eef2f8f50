export { MemberCard, useTierName } from './MemberCard/MemberCard';
export type { MemberCardProps } from './MemberCard/MemberCard';
export { CancelMembershipForm } from './CancelMembershipForm/CancelMembershipForm';
export type { CancelMembershipFormProps } from './CancelMembershipForm/CancelMembershipForm';
export { PointHistory } from './PointHistory/PointHistory';
export type { PointHistoryProps } from './PointHistory/PointHistory';
export { TierBenefits } from './TierBenefits/TierBenefits';
export type { TierBenefitsProps } from './TierBenefits/TierBenefits';
