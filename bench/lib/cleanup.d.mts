// Types of cleanup.mjs for the TypeScript scripts of the bench (lighthouse.ts).
export function onCleanup(label: string, undo: () => Promise<void>): void;
export function trackTempDir(dir: string): void;
export function cleanupAll(): Promise<void>;
export function exitAfterCleanup(code: number): Promise<never>;
