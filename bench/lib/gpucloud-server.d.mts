// Types of gpucloud-server.mjs for the TypeScript scripts of the bench (lighthouse.ts).
export const DEMO_LOGIN: { phone: string; password: string };
export function startGpuCloud(options: {
  mainJs: string;
  dataDir: string;
  databaseUrl?: string | null;
  env?: Record<string, string>;
}): Promise<{ baseUrl: string }>;
export function requestForSuccess(
  url: string,
  options?: { method?: string; body?: string; contentType?: string; headers?: Record<string, string> },
): Promise<{ text: string; envelope: { status: number; data?: unknown } }>;
