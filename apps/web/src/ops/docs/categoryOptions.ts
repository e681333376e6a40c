import type { OpsDocCategory } from '@gpucloud/contracts';

/** The categories as select options, indented by depth, in tree order; `except` and its subtree left out. */
export function categoryOptions(
  categories: readonly OpsDocCategory[],
  language: string,
  except?: number,
): { value: number; label: string }[] {
  const depth = new Map<number, number>();
  const hidden = new Set<number>(except === undefined ? [] : [except]);
  const options: { value: number; label: string }[] = [];
  for (const category of categories) {
    const level = category.ParentId === null ? 0 : (depth.get(category.ParentId) ?? 0) + 1;
    depth.set(category.Id, level);
    if (category.ParentId !== null && hidden.has(category.ParentId)) hidden.add(category.Id);
    if (hidden.has(category.Id)) continue;
    const name = language.startsWith('zh')
      ? category.NameZh || category.NameEn
      : category.NameEn || category.NameZh;
    options.push({ value: category.Id, label: `${'— '.repeat(level)}${name}` });
  }
  return options;
}
