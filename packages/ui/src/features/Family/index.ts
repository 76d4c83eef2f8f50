export { FamilyMemberList } from './FamilyMemberList/FamilyMemberList';
export type { FamilyMemberListProps } from './FamilyMemberList/FamilyMemberList';
export { FamilyOtpDialog } from './FamilyOtpDialog/FamilyOtpDialog';
export type { FamilyOtpDialogProps } from './FamilyOtpDialog/FamilyOtpDialog';
export { AddFamilyMemberDialog } from './AddFamilyMemberDialog/AddFamilyMemberDialog';
export type {
  AddFamilyMemberDialogProps,
  FamilyInvitationStep,
} from './AddFamilyMemberDialog/AddFamilyMemberDialog';
export { FamilyInvitations } from './FamilyInvitations/FamilyInvitations';
export type { FamilyInvitationAnswer, FamilyInvitationsProps } from './FamilyInvitations/FamilyInvitations';
export { FamilyLimitDialog } from './FamilyLimitDialog/FamilyLimitDialog';
export type { FamilyLimitDialogProps } from './FamilyLimitDialog/FamilyLimitDialog';
export { FamilyPacks } from './FamilyPacks/FamilyPacks';
export type { FamilyPacksProps } from './FamilyPacks/FamilyPacks';
export { HomeComboPanel } from './HomeComboPanel/HomeComboPanel';
export type { HomeComboPanelProps } from './HomeComboPanel/HomeComboPanel';
