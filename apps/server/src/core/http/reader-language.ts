import { DEFAULT_LANGUAGE, type Language } from '@gpucloud/contracts';
import type { FastifyRequest } from 'fastify';

/** The first Accept-Language tag we speak, in the order the client listed them (zh-* and en-*). */
export function languageFromHeader(header: string | undefined): Language | null {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return null;
}

/** The language the request asks for (Accept-Language), or null where it names none we speak. */
export function readerLanguageOrNull(request: Pick<FastifyRequest, 'headers'>): Language | null {
  return languageFromHeader(request.headers['accept-language']);
}

/**
 * The language of the person reading an answer: the web sends the language its pages are in as
 * Accept-Language on every call (api/client.ts), a browser or an API client its own preference;
 * without one, the product's default.
 */
export function readerLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return readerLanguageOrNull(request) ?? DEFAULT_LANGUAGE;
}
