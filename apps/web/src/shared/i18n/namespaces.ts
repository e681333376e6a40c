import { i18n } from './index';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Another language's messages of a feature namespace: the English keys with any text. */
export type MessagesOf<T> = Widen<T>;

/**
 * Registers a feature's own namespace of texts. Features whose pages are lazy keep their texts in
 * their own chunk this way, so the store's first load carries only the shell's texts.
 */
export function registerNamespace(namespace: string, messages: { 'en-US': object; 'zh-CN': object }): void {
  for (const [language, texts] of Object.entries(messages)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, texts);
  }
}
