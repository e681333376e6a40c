import { AGREEMENT_CONTENT_MAX, type AgreementKey, opsPublishAgreementRequest } from '@gpucloud/contracts';
import { Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { LazyMarkdown } from '../../shared/markdown/LazyMarkdown';
import { useToast } from '../../shared/ui/toast';
import { BilingualFields } from '../layout/BilingualFields';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import styles from './Agreements.module.css';
import { ConfirmPublishDialog } from './ConfirmPublishDialog';
import { type OpsAgreementVersion, usePublishAgreement } from './hooks';
import {
  AGREEMENT_TEXT_FIELDS,
  AGREEMENT_TEXTS,
  type AgreementTexts,
  changedTexts,
  draftFrom,
} from './publishDraft';

const FORM_ID = 'ops-publish-agreement';
const PREVIEW_ID = 'ops-publish-agreement-preview';

/**
 * The next version of an agreement, written from the texts in force: plain markdown text areas (a
 * fixed number of rows: antd's autoSize writes a style attribute the CSP refuses), a preview through
 * the renderer customers read it with, and a confirmation before anyone reads it.
 */
export function PublishDialog({
  agreementKey,
  name,
  current,
  onClose,
}: {
  agreementKey: AgreementKey;
  name: string;
  current: OpsAgreementVersion | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsAgreements');
  const [form] = Form.useForm<AgreementTexts>();
  const zodRules = useZodRules();
  const toast = useToast();
  const publish = usePublishAgreement();
  const showErrors = useServerFieldErrors(form, AGREEMENT_TEXT_FIELDS);
  const [preview, setPreview] = useState(false);
  const [confirming, setConfirming] = useState<AgreementTexts | null>(null);
  const content = Form.useWatch('content', form) ?? '';
  const contentEn = Form.useWatch('content_en', form) ?? '';
  const next = (current?.version ?? 0) + 1;
  const rules = (field: (typeof AGREEMENT_TEXT_FIELDS)[number]) =>
    zodRules(opsPublishAgreementRequest.shape[field], {
      label: t(`fields.${field}`),
      name: t(`fields.${field}Name`),
    });

  const confirm = (texts: AgreementTexts) =>
    publish.mutate(
      { key: agreementKey, ...texts },
      {
        onSuccess: ({ version }) => {
          toast.success(t('confirm.done', { version, name }));
          onClose();
        },
        onError: (error) => {
          setConfirming(null);
          showErrors(error);
        },
      },
    );

  return (
    <Modal
      open
      width={1040}
      title={t('publishDialog.title', { name })}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('publishDialog.continue')}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      {current ? (
        <p className={styles.muted}>{t('publishDialog.intro', { version: current.version })}</p>
      ) : null}
      <Form<AgreementTexts>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={draftFrom(current)}
        onFinish={setConfirming}
      >
        <BilingualFields
          texts={AGREEMENT_TEXTS}
          fields={[
            {
              field: 'title',
              label: (field) => t(`fields.${field}`),
              rules,
              control: (language) => (
                <Input autoComplete="off" maxLength={language === 'zh-CN' ? 100 : 150} lang={language} />
              ),
            },
            {
              field: 'content',
              label: (field) => t(`fields.${field}`),
              rules,
              control: (language) => (
                <Input.TextArea
                  rows={16}
                  maxLength={AGREEMENT_CONTENT_MAX}
                  className={styles.code}
                  lang={language}
                />
              ),
            },
          ]}
        />
        <Form.Item label={t('publishDialog.preview')} htmlFor={PREVIEW_ID}>
          <Switch id={PREVIEW_ID} checked={preview} onChange={setPreview} />
        </Form.Item>
        {preview ? (
          <div className={styles.formGrid}>
            <section aria-label={t('publishDialog.previewEn')} lang="en-US" className={styles.preview}>
              <LazyMarkdown source={contentEn} />
            </section>
            <section aria-label={t('publishDialog.previewZh')} lang="zh-CN" className={styles.preview}>
              <LazyMarkdown source={content} />
            </section>
          </div>
        ) : null}
      </Form>
      {confirming ? (
        <ConfirmPublishDialog
          name={name}
          version={next}
          current={current?.version}
          unchanged={changedTexts(confirming, current).length === 0}
          pending={publish.isPending}
          onConfirm={() => confirm(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Modal>
  );
}
