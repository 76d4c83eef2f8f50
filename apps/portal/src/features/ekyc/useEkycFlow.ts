import { identificationUploadOf, toEkycSubmission } from '@selfcare/api-client';
import { ekycOtpService } from '@selfcare/api-client/contract';
import {
  CALL_BACK_LIMIT_CODE,
  ekycFlow,
  ekycRefusalCodes,
  ekycRefusalOf,
  initialEkycFlow,
  toEkycStatus,
  type EkycPhotoSide,
  type EkycPurpose,
} from '@selfcare/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/apiErrorMessage';
import { usePortalQueries } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import { uploadRowOf } from './ekycPaths';

/**
 * ACC-55 … ACC-58 (sequence assumed, docs/decisions/ekyc.md): a fresh token (API-103), the three
 * photos in one multipart upload, the code that confirms it (API-105); each step's outcome is logged
 * (API-106, never blocking), and a refusal can ask for a call back (API-107).
 */
export function useEkycFlow(purpose: EkycPurpose, msisdn: string) {
  const { t } = useTranslation(['ekyc', 'errors']);
  const queries = usePortalQueries();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(ekycFlow<Blob>, undefined, () => initialEkycFlow<Blob>());
  const [uploadFailure, setUploadFailure] = useState<string | undefined>();
  const [operatorMessage, setOperatorMessage] = useState<string | undefined>();
  const [otpError, setOtpError] = useState<string | undefined>();
  const [callBackTicket, setCallBackTicket] = useState<string | undefined>();
  const ekycKeys = [
    queries.ekycQueries.ownerCheck().queryKey,
    queries.ekycQueries.requestState().queryKey,
    queries.ekycQueries.updateNotice().queryKey,
  ];
  const upload = useCallMutation(uploadRowOf[purpose], { map: (answer) => toEkycSubmission(answer.result) });
  const confirm = useCallMutation('product_identification_check_otp', {
    map: (answer) => toEkycStatus(answer.result.STATUS),
    invalidates: ekycKeys,
  });
  const resend = useCallMutation('otp_send');
  const log = useCallMutation('product_identification_log');
  const callBack = useCallMutation('product_send_support_log', {
    map: (answer) => String(answer.result.TICKET_ID),
  });

  const note = (
    step: 'started' | 'uploaded' | 'refused' | 'confirmed',
    extra: { request_id?: string; code?: string } = {},
  ) => void log.run({ step, ...extra });

  const sendPhotos = async () => {
    if (state.step !== 'photos') return;
    const { photos } = state;
    if (!photos.front || !photos.back || !photos.portrait) return;
    dispatch({ type: 'upload' });
    setUploadFailure(undefined);
    let tokenId: string;
    try {
      // One token per upload: fetched now, never from the cache.
      tokenId = (await queryClient.fetchQuery({ ...queries.ekycQueries.token(), staleTime: 0 })).tokenId;
    } catch (thrown) {
      setUploadFailure(failureMessage(thrown, t));
      dispatch({ type: 'uploadFailed' });
      return;
    }
    const sides = { front: photos.front, back: photos.back, portrait: photos.portrait };
    const outcome = await upload.run(identificationUploadOf(tokenId, sides, purpose));
    if (outcome.ok) {
      setOtpError(undefined);
      dispatch({ type: 'uploaded', submission: outcome.data });
      note('uploaded', { request_id: outcome.data.requestId });
      return;
    }
    const refusal = outcome.error.kind === 'business' ? ekycRefusalOf(outcome.error.code) : undefined;
    if (refusal === undefined) {
      setUploadFailure(outcome.message);
      dispatch({ type: 'uploadFailed' });
      return;
    }
    setOperatorMessage(outcome.error.kind === 'business' ? outcome.message : undefined);
    setCallBackTicket(undefined);
    dispatch({ type: 'refused', refusal });
    note('refused', { code: outcome.error.kind === 'business' ? outcome.error.code : undefined });
  };

  const confirmCode = async (otp: string) => {
    if (state.step !== 'otp') return;
    const outcome = await confirm.run({ request_id: state.submission.requestId, otp });
    if (!outcome.ok) return setOtpError(outcome.message);
    setOtpError(undefined);
    dispatch({ type: 'confirmed', status: outcome.data });
    note('confirmed', { request_id: state.submission.requestId });
  };

  const resendCode = async () => {
    const outcome = await resend.run({ msisdn, otp_service: ekycOtpService });
    setOtpError(outcome.ok ? undefined : outcome.message);
  };

  const askCallBack = async () => {
    if (state.step !== 'refused') return;
    const outcome = await callBack.run({ code: ekycRefusalCodes[state.refusal] });
    setCallBackTicket(outcome.ok ? outcome.data : undefined);
    if (outcome.ok) return;
    // Issue 47: the call-back quota (open requests, or too many from one device) in the reader's language.
    const limited = outcome.error.kind === 'business' && outcome.error.code === CALL_BACK_LIMIT_CODE;
    setOperatorMessage(limited ? t('callBackLimit') : t('callBackFailed', { message: outcome.message }));
  };

  return {
    state,
    uploadFailure,
    operatorMessage,
    otpError,
    callBackTicket,
    uploading: state.step === 'uploading',
    confirming: confirm.isPending || resend.isPending,
    callingBack: callBack.isPending,
    start: () => note('started'),
    takePhoto: (side: EkycPhotoSide, photo: Blob) => dispatch({ type: 'photoTaken', side, photo }),
    retake: (side: EkycPhotoSide) => dispatch({ type: 'retake', side }),
    sendPhotos: () => void sendPhotos(),
    confirmCode: (otp: string) => void confirmCode(otp),
    resendCode: () => void resendCode(),
    tryAgain: () => dispatch({ type: 'tryAgain' }),
    askCallBack: () => void askCallBack(),
  };
}
