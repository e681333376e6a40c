/** Every dotted key of a messages object, for tests that compare two languages. */
export function messageKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : messageKeys(value as object, `${prefix}${key}.`),
  );
}

/** The {{variables}} of every key, to check a translation keeps them. */
export function interpolationsByKey(messages: object): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string')
        out[`${prefix}${key}`] = [...value.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();
      else walk(value as object, `${prefix}${key}.`);
    }
  };
  walk(messages, '');
  return out;
}
