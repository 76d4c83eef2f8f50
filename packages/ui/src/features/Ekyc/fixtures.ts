import type { EkycOwnerCheck, EkycRequestState, EkycSubmission } from '@selfcare/domain';

/** Sample data of the identity stories (never exported from the package). */
export const sampleSubmission: EkycSubmission = {
  requestId: '128',
  fullName: 'NGUYỄN THỊ MINH ANH',
  idNumber: '001095012345',
  birthDate: '1995-03-14',
  issueDate: '2021-06-15',
};

export const sampleOwner: EkycOwnerCheck = {
  owner: false,
  vip: false,
  fullName: 'N*** T** M*** ANH',
  idNumber: undefined,
};

export const noRequest: EkycRequestState = { status: 'none' };

export const pendingRequest: EkycRequestState = {
  status: 'pending',
  requestId: '127',
  purpose: 'update',
  submittedAt: '2026-11-25T02:30:00.000Z',
};

export const approvedRequest: EkycRequestState = {
  status: 'approved',
  requestId: '128',
  purpose: 'standardise',
  submittedAt: '2026-11-24T02:30:00.000Z',
  decidedAt: '2026-11-24T02:35:00.000Z',
};

/** A phone-sized picture made in the browser (no file needed): 3000 × 2000 of one colour. */
export async function samplePicture(name: string, colour = 'rgb(0, 84, 180)'): Promise<File> {
  const canvas = new OffscreenCanvas(3000, 2000);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = colour;
    context.fillRect(0, 0, 3000, 2000);
  }
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
}
