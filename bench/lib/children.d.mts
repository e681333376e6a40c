// Types of children.mjs for the TypeScript scripts of the bench (lighthouse.ts).
export function runToCompletion(
  label: string,
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<void>;
