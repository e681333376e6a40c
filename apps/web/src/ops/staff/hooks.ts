import { opsRoutes, type StaffCreateRequest, type StaffRole } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { opsKeys } from '../keys';

export function useStaffList() {
  return useQuery({
    queryKey: opsKeys.staff(),
    queryFn: async () => (await call(opsRoutes.staffList)).data,
  });
}

/** Every change to a member is followed by a fresh list, so the table shows what the server kept. */
function useStaffChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.staff() }),
  });
}

export function useCreateStaff() {
  return useStaffChange((input: Omit<StaffCreateRequest, 'session'>) => call(opsRoutes.staffCreate, input));
}

export function useSetStaffRole() {
  return useStaffChange((input: { staff_id: number; role: StaffRole }) =>
    call(opsRoutes.staffSetRole, input),
  );
}

export function useDisableStaff() {
  return useStaffChange((staffId: number) => call(opsRoutes.staffDisable, { staff_id: staffId }));
}

export function useResetStaffTotp() {
  return useStaffChange((staffId: number) => call(opsRoutes.staffResetTotp, { staff_id: staffId }));
}
