import {
  BANNER_LINK_MAX,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  type BannerInput,
  type Language,
  type OpsBanner,
  opsCreateBannerRequest,
} from '@gpucloud/contracts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useZodRules } from '../../shared/forms/zodRules';
import { BilingualFields } from '../layout/BilingualFields';
import { useFormDialog } from '../layout/useFormDialog';
import { bannerShowGap, bannerTitle } from './bannerTexts';
import { useCreateBanner, useUpdateBanner } from './hooks';
import './i18n';

type Values = BannerInput;
const FIELDS = ['title_en', 'title_zh', 'subtitle_en', 'subtitle_zh', 'link', 'single_language'] as const;
const EMPTY: Values = {
  title_en: '',
  title_zh: '',
  subtitle_en: '',
  subtitle_zh: '',
  link: '',
  single_language: false,
};

/** The form field of each text in each language; a banner's title makes a language, its subtitle is optional. */
const BANNER_TEXTS = {
  'en-US': { title: 'title_en', subtitle: 'subtitle_en' },
  'zh-CN': { title: 'title_zh', subtitle: 'subtitle_zh' },
} as const;
type BannerTextField = (typeof BANNER_TEXTS)[Language][keyof (typeof BANNER_TEXTS)[Language]];

const fromBanner = (banner: OpsBanner): Values => ({
  title_en: banner.TitleEn,
  title_zh: banner.TitleZh,
  subtitle_en: banner.SubtitleEn,
  subtitle_zh: banner.SubtitleZh,
  link: banner.Link,
  single_language: banner.SingleLanguage,
});

/**
 * A new banner, or new words for one, in English and Chinese side by side. A banner may be saved
 * half written while hidden; one shown on the store keeps both titles (or one and the mark), as
 * the server asks.
 */
export function BannerDialog({ banner, onClose }: { banner?: OpsBanner; onClose: () => void }) {
  const { t, i18n } = useTranslation('opsBanners');
  const { t: tOps } = useTranslation('ops');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const zodRules = useZodRules();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const initial = banner ? fromBanner(banner) : EMPTY;
  const singleLanguage =
    (Form.useWatch('single_language', form) as boolean | undefined) ?? initial.single_language;
  const languageName = (language: Language) => tOps(`bilingual.languages.${language}`);
  const shape = opsCreateBannerRequest.shape;

  /** The contract's checks of a text, without "required": a hidden banner may lack a language. */
  const textRules = (field: 'title' | 'subtitle') => (name: BannerTextField) =>
    zodRules(shape[name], {
      label: `${t(`fields.${field}`)} (${languageName(name.endsWith('_zh') ? 'zh-CN' : 'en-US')})`,
      name: t(`fields.${field}Name`),
    }).slice(1);

  const submit = (submitted: Values) => {
    const gap = banner?.Active ? bannerShowGap(submitted) : null;
    if (gap) {
      form.setFields([
        { name: gap.field, errors: [tOps('bilingual.missing', { language: languageName(gap.language) })] },
      ]);
      return;
    }
    if (banner) update.mutate({ id: banner.Id, ...submitted }, done(t('dialog.saved')));
    else create.mutate(submitted, done(t('dialog.created')));
  };

  return (
    <FormDialog<Values>
      formId="ops-banner"
      form={form}
      width={960}
      title={
        banner
          ? t('dialog.editTitle', { title: bannerTitle(banner, i18n.language) })
          : t('dialog.createTitle')
      }
      cancelText={t('dialog.cancel')}
      okText={t('dialog.save')}
      pending={create.isPending || update.isPending}
      onClose={onClose}
      initialValues={initial}
      onFinish={submit}
    >
      <BilingualFields
        texts={BANNER_TEXTS}
        missingHint={singleLanguage ? undefined : t('missingHint')}
        fields={[
          {
            field: 'title',
            label: () => t('fields.title'),
            rules: textRules('title'),
            control: (language) => (
              <Input
                autoComplete="off"
                maxLength={BANNER_TITLE_MAX}
                lang={language}
                autoFocus={language === 'en-US'}
              />
            ),
          },
          {
            field: 'subtitle',
            optional: true,
            label: () => t('fields.subtitle'),
            rules: textRules('subtitle'),
            control: (language) => (
              <Input.TextArea rows={2} maxLength={BANNER_SUBTITLE_MAX} lang={language} />
            ),
          },
        ]}
      />
      <Form.Item
        name="link"
        label={t('fields.link')}
        extra={t('fields.linkHint')}
        rules={zodRules(shape.link, { label: t('fields.link'), name: t('fields.linkName') })}
        validateFirst
      >
        <Input autoComplete="off" maxLength={BANNER_LINK_MAX} inputMode="url" />
      </Form.Item>
      <Form.Item name="single_language" valuePropName="checked" extra={t('singleLanguageHint')}>
        <Checkbox>{t('singleLanguage')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
