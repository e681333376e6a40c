import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What to do before the first key: make one with ssh-keygen and paste its .pub line. */
export function EmptyKeys() {
  const { t } = useTranslation('sshKeys');
  return (
    <section aria-labelledby="ssh-keys-empty" style={{ padding: '24px 0' }}>
      <Typography.Title level={2} id="ssh-keys-empty" style={{ fontSize: 18 }}>
        {t('empty.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('empty.body')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable>
          ssh-keygen -t ed25519
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>{t('empty.show')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text code copyable>
          cat ~/.ssh/id_ed25519.pub
        </Typography.Text>
      </Typography.Paragraph>
    </section>
  );
}
