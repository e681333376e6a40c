import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { agreementIn } from '../../shared/agreements/agreementText';
import { formatDateTime } from '../../shared/format';
import { LazyMarkdown } from '../../shared/markdown/LazyMarkdown';
import styles from './Agreements.module.css';
import type { OpsAgreementVersion } from './hooks';

/** One version as customers read it, in either language. */
export function VersionDialog({ version, onClose }: { version: OpsAgreementVersion; onClose: () => void }) {
  const { t, i18n } = useTranslation('opsAgreements');
  const language = (code: 'zh-CN' | 'en-US', label: string) => {
    const text = agreementIn(version, code);
    return {
      key: code,
      label,
      children: (
        <article lang={code} className={styles.document}>
          <h2 className={styles.subhead}>{text.title}</h2>
          <LazyMarkdown source={text.content} />
        </article>
      ),
    };
  };
  return (
    <Modal
      open
      width={860}
      title={t('versionDialog.title', {
        version: version.version,
        title: agreementIn(version, i18n.language).title,
      })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <p className={styles.muted}>
        {t('versionDialog.meta', {
          date: formatDateTime(version.published_at),
          name: version.published_by || t('firstVersion'),
        })}
      </p>
      <Tabs
        aria-label={t('versionDialog.languages')}
        defaultActiveKey={i18n.language.startsWith('zh') ? 'zh-CN' : 'en-US'}
        items={[language('zh-CN', t('versionDialog.chinese')), language('en-US', t('versionDialog.english'))]}
      />
    </Modal>
  );
}
