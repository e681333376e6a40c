import type { Language } from '@gpucloud/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../i18n';

/**
 * A list's "Languages" cell of a text staff write: both written, one by staff's mark, or a warning
 * tag for each language not written yet.
 */
export function LanguagesTags({
  missing,
  singleLanguage,
}: {
  missing: readonly Language[];
  singleLanguage: boolean;
}) {
  const { t } = useTranslation('ops');
  if (missing.length === 0) return t('bilingual.both');
  if (singleLanguage) return <Tag>{t('bilingual.singleLanguageTag')}</Tag>;
  return missing.map((language) => (
    <Tag key={language} color="warning">
      {t('bilingual.missingIn', { language: t(`bilingual.languages.${language}`) })}
    </Tag>
  ));
}
