import { LANGUAGES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../render';

/** The names `{name}` and `{name:format}` of one text, sorted. */
function placeholders(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/{(\w+)(?::\w+)?}/g)].map((match) => match[0]).sort();
}

describe('template tables', () => {
  const [first, ...others] = LANGUAGES;
  const reference = TEMPLATES[first];

  it.each(others)('%s has exactly the keys of en-US', (language) => {
    expect(Object.keys(TEMPLATES[language]).sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(others)('%s uses the same placeholders (and formats) as en-US in every text', (language) => {
    for (const [key, template] of Object.entries(reference)) {
      const translated = TEMPLATES[language][key as keyof typeof reference];
      expect(placeholders(translated.body), `${language} ${key} body`).toEqual(placeholders(template.body));
      expect(placeholders(translated.title), `${language} ${key} title`).toEqual(
        placeholders(template.title),
      );
      expect(Boolean(translated.title), `${language} ${key} has a title when en-US has one`).toBe(
        Boolean(template.title),
      );
    }
  });

  it('has no empty text', () => {
    for (const language of LANGUAGES) {
      for (const [key, template] of Object.entries(TEMPLATES[language]))
        expect(template.body.trim(), `${language} ${key}`).not.toBe('');
    }
  });
});
