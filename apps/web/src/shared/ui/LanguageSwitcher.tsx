import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, toLanguageCode } from '../i18n';

/** A labelled radio group; the choice is remembered in local storage. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Radio.Group
      aria-label={t('common.language')}
      className={className}
      size="small"
      optionType="button"
      buttonStyle="solid"
      value={toLanguageCode(i18n.resolvedLanguage)}
      options={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
      onChange={(event) => void setLanguage(toLanguageCode(String(event.target.value)))}
    />
  );
}
