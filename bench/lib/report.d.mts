// Types of report.mjs for the TypeScript scripts of the bench (lighthouse.ts).
export function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string;
export function formatNumber(value: number, decimals?: number): string;
