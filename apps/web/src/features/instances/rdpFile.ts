import { instancesRoutes } from '@gpucloud/contracts';
import { call } from '../../api/call';

/** Downloads an instance's .rdp file (Windows only) through a temporary link; answers the file name. */
export async function downloadRdpFile(instanceId: number): Promise<string> {
  const file = await call(instancesRoutes.rdpFile, { instance_id: instanceId });
  const url = URL.createObjectURL(new Blob([file.Content], { type: 'application/x-rdp' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.FileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return file.FileName;
}
