import {
  type BankCardRequest,
  type OtherChannelRequest,
  type VerificationCheck,
  type VerificationRecord,
  type VerificationSubmitRequest,
  verificationRoutes,
} from '@gpucloud/contracts';
import { VerifyType } from '@gpucloud/domain';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/call';
import { accountKeys } from '../../shared/queries/account';
import { hasSession } from '../../shared/session';
import { uploadFile } from '../../shared/upload/request';
import { checkPollMs, retryRead } from './checks';
import { anyDecidedSince, recordPollMs, standingOf } from './records';

/** Query keys of the verification feature. */
export const verificationKeys = {
  all: ['verification'] as const,
  list: () => [...verificationKeys.all, 'list'] as const,
  ocrCheck: (id: number) => [...verificationKeys.all, 'ocrCheck', id] as const,
  faceCheck: (id: number) => [...verificationKeys.all, 'faceCheck', id] as const,
};

async function fetchRecords(): Promise<VerificationRecord[]> {
  return (await call(verificationRoutes.list)).data.verifications;
}

/**
 * The caller's records, newest first. `followId` names a record waiting for a third party (a bank
 * card, a transfer): the list is read again every 2 s until that record is decided.
 */
export function useVerifications({ followId = null }: { followId?: number | null } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: verificationKeys.list(),
    queryFn: async () => {
      const before = queryClient.getQueryData<VerificationRecord[]>(verificationKeys.list());
      const records = await fetchRecords();
      // A record decided meanwhile (the bank answered, staff reviewed) changes the account's label.
      if (before && anyDecidedSince(before, records))
        void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() });
      return records;
    },
    enabled: hasSession(),
    refetchInterval: (query) => recordPollMs(query.state.data, followId),
    retry: retryRead,
  });
}

/**
 * The passed record of a type the account already holds, once the records are read (null until
 * then: the page's form shows meanwhile, and the server refuses a second verification anyway).
 */
export function useHeldVerification(type: typeof VerifyType.PERSONAL | typeof VerifyType.ENTERPRISE) {
  const verifications = useVerifications();
  if (!verifications.data) return null;
  const standing = standingOf(verifications.data, Date.now());
  return type === VerifyType.PERSONAL ? standing.personal : standing.enterprise;
}

/** A decided check never changes again; a pending one is read every 2 s. */
function useCheck(kind: 'ocr' | 'face', checkId: number | null) {
  return useQuery({
    queryKey:
      kind === 'face' ? verificationKeys.faceCheck(checkId ?? 0) : verificationKeys.ocrCheck(checkId ?? 0),
    queryFn:
      checkId === null
        ? skipToken
        : async () =>
            kind === 'face'
              ? (await call(verificationRoutes.faceResult, { check_id: checkId })).check
              : (await call(verificationRoutes.ocrResult, { check_id: checkId })).check,
    refetchInterval: (query) => checkPollMs(query.state.data),
    staleTime: (query) => (query.state.data?.status === 'pending' ? 0 : Number.POSITIVE_INFINITY),
    retry: retryRead,
  });
}

/** Starts the check of one uploaded file: a side of the ID card, or a business licence. */
export type StartDocumentCheck = (fileId: number) => Promise<VerificationCheck>;

export const startIdCardCheck =
  (side: 'front' | 'back'): StartDocumentCheck =>
  async (fileId) =>
    (await call(verificationRoutes.ocrImage, { file_id: fileId, side })).check;

export const startLicenseCheck: StartDocumentCheck = async (fileId) =>
  (await call(verificationRoutes.businessLicense, { file_id: fileId })).check;

/**
 * One document read by OCR: the photo uploads (with progress), its check starts and is followed
 * until decided. Choosing another photo starts over.
 */
export function useDocumentCheck(start: StartDocumentCheck) {
  const queryClient = useQueryClient();
  const [checkId, setCheckId] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const begin = useMutation({
    mutationFn: async (file: Blob) => {
      setProgress(0);
      const uploaded = await uploadFile(verificationRoutes.uploadFile, file, setProgress).done;
      return start(uploaded.id);
    },
    onMutate: () => setCheckId(null),
    onSuccess: (check) => {
      queryClient.setQueryData(verificationKeys.ocrCheck(check.id), check);
      setCheckId(check.id);
    },
    onSettled: () => setProgress(null),
  });
  const check = useCheck('ocr', checkId);
  return { begin, progress, check: check.data ?? null, readError: check.error };
}

export type DocumentCheck = ReturnType<typeof useDocumentCheck>;

/** The face check: started on demand (3 a day), followed until the person finishes it on a phone. */
export function useFaceCheck() {
  const queryClient = useQueryClient();
  const [checkId, setCheckId] = useState<number | null>(null);
  const begin = useMutation({
    mutationFn: async () => (await call(verificationRoutes.startFace)).check,
    onSuccess: (check) => {
      queryClient.setQueryData(verificationKeys.faceCheck(check.id), check);
      setCheckId(check.id);
    },
  });
  const check = useCheck('face', checkId);
  return { begin, check: check.data ?? null, readError: check.error };
}

export type FaceCheck = ReturnType<typeof useFaceCheck>;

/**
 * After a record is made or changes: the list, and the user info whose Verification flags the top
 * bar's badge and the dashboard read.
 */
function useAfterRecord() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: verificationKeys.list() }),
      queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
    ]);
}

export function useSubmitVerification() {
  const afterRecord = useAfterRecord();
  return useMutation({
    mutationFn: async (body: VerificationSubmitRequest) =>
      (await call(verificationRoutes.submit, body)).verification,
    onSuccess: afterRecord,
  });
}

export function useBankCardVerification() {
  const afterRecord = useAfterRecord();
  return useMutation({
    mutationFn: async (body: BankCardRequest) => (await call(verificationRoutes.bankCard, body)).verification,
    onSuccess: afterRecord,
  });
}

export function useOtherChannelVerification() {
  const afterRecord = useAfterRecord();
  return useMutation({
    mutationFn: async (body: OtherChannelRequest) =>
      (await call(verificationRoutes.otherChannel, body)).verification,
    onSuccess: afterRecord,
  });
}

/** Refused or not, the record's tries left change: the list is read again either way. */
export function useTransferAmount() {
  const afterRecord = useAfterRecord();
  return useMutation({
    mutationFn: async (body: { verification_id: number; amount: string }) =>
      (await call(verificationRoutes.transferAmount, body)).verification,
    onSettled: afterRecord,
  });
}

/** Sends the bank-card check's SMS code to the account phone; answers that phone, masked. */
export function useSendBankCardCode() {
  return useMutation({ mutationFn: async () => (await call(verificationRoutes.captcha)).phone });
}

export function useSendStudentEmailCode() {
  return useMutation({
    mutationFn: async (email: string) => {
      await call(verificationRoutes.studentEmailCode, { email });
    },
  });
}
