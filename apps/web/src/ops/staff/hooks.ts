import { opsRoutes, type StaffCreateRequest, type StaffRole } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { useChangeThenRefresh } from '../hooks';
import { opsKeys } from '../keys';

export function useStaffList() {
  return useQuery({
    queryKey: opsKeys.staff(),
    queryFn: async () => (await call(opsRoutes.staffList)).data,
  });
}

const staffList = [opsKeys.staff()];

export function useCreateStaff() {
  return useChangeThenRefresh(
    (input: Omit<StaffCreateRequest, 'session'>) => call(opsRoutes.staffCreate, input),
    staffList,
  );
}

export function useSetStaffRole() {
  return useChangeThenRefresh(
    (input: { staff_id: number; role: StaffRole }) => call(opsRoutes.staffSetRole, input),
    staffList,
  );
}

export function useDisableStaff() {
  return useChangeThenRefresh(
    (staffId: number) => call(opsRoutes.staffDisable, { staff_id: staffId }),
    staffList,
  );
}

export function useResetStaffTotp() {
  return useChangeThenRefresh(
    (staffId: number) => call(opsRoutes.staffResetTotp, { staff_id: staffId }),
    staffList,
  );
}
