import { WalletOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Offers a top-up when the balance is less than the package price. */
export function FastPayDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open
      title={t('shell.fastPay.title')}
      onCancel={onClose}
      width={420}
      footer={[
        <Button key="later" onClick={onClose}>
          {t('shell.fastPay.later')}
        </Button>,
        <Button
          key="pay"
          type="primary"
          icon={<WalletOutlined />}
          onClick={() => {
            onClose();
            void navigate('/console/pay');
          }}
        >
          {t('shell.fastPay.topUp')}
        </Button>,
      ]}
    >
      <p>{t('shell.fastPay.body')}</p>
    </Modal>
  );
}
