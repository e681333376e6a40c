import { type OpsSoftwareFile, SOFTWARE_UPLOAD_FIELD, softwareRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { ApiError, HttpError, NetworkError } from '../../api/errors';
import { softwareKeys as publicKeys } from '../../features/software/hooks';
import { getStaffToken } from '../../shared/staffSession';
import { OPS_QUERY_ROOT } from '../paths';

export type OpsProduct = CallData<typeof softwareRoutes.opsList>['products'][number];

const keys = { all: [OPS_QUERY_ROOT, 'software'] as const };

export function useOpsSoftware() {
  return useQuery({
    queryKey: keys.all,
    queryFn: async () => (await call(softwareRoutes.opsList, {})).products,
  });
}

/** Every change shows on the console list and on the public /software page. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: publicKeys.all }),
    ]);
}

export function useSaveProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CallInput<typeof softwareRoutes.opsSave>) => call(softwareRoutes.opsSave, input),
    onSuccess: invalidate,
  });
}

export function useSetPublished() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: number; published: boolean }) => call(softwareRoutes.opsPublish, input),
    onSuccess: invalidate,
  });
}

export function useAddRelease() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CallInput<typeof softwareRoutes.opsAddRelease>) =>
      call(softwareRoutes.opsAddRelease, input),
    onSuccess: invalidate,
  });
}

export function useDeleteRelease() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => call(softwareRoutes.opsDeleteRelease, { id }),
    onSuccess: invalidate,
  });
}

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';
const UPLOAD_URL = `${API_BASE}${softwareRoutes.opsUpload.path.replace(/^\/api/, '')}`;

/**
 * Sends a release file (multipart, field `file`) with the staff session as `Authorization: Bearer`;
 * an XMLHttpRequest for its progress events. Resolves with the stored file and its SHA-256.
 */
export function uploadReleaseFile(file: Blob & { name?: string }, onProgress: (percent: number) => void) {
  return new Promise<OpsSoftwareFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      try {
        const envelope = JSON.parse(xhr.responseText) as {
          status: number;
          reason?: string;
          data?: OpsSoftwareFile;
        };
        if (envelope.status === 0 && envelope.data) resolve(envelope.data);
        else reject(new ApiError(envelope.status, envelope.reason ?? ''));
      } catch {
        reject(new HttpError(xhr.status, `HTTP ${xhr.status}`));
      }
    });
    xhr.addEventListener('error', () =>
      reject(new NetworkError('offline', 'the upload did not reach the server')),
    );
    xhr.open('POST', UPLOAD_URL);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStaffToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const body = new FormData();
    body.append(SOFTWARE_UPLOAD_FIELD, file, file.name ?? 'file');
    xhr.send(body);
  });
}
