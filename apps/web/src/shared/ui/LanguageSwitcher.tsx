import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode, setLanguage, toLanguageCode } from '../i18n';
import { ChoiceButtons } from './ChoiceButtons';

/**
 * A labelled radio group; the choice is remembered in local storage. `onSwitch` replaces the plain
 * switch (the top bar also tells the server, for a signed-in person).
 */
export function LanguageSwitcher({
  className,
  onSwitch = setLanguage,
}: {
  className?: string;
  onSwitch?: (code: LanguageCode) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ChoiceButtons
      aria-label={t('common.language')}
      className={className}
      value={toLanguageCode(i18n.resolvedLanguage)}
      choices={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
      onChange={(code) => void onSwitch(toLanguageCode(code))}
    />
  );
}
