import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../../shared/instances/i18n';
import { InstanceList } from './InstanceList';

/** The console's instance list as a dashboard section, with a way to rent another GPU. */
export function InstancesSection() {
  const { t } = useTranslation('instances');
  return (
    <section aria-labelledby="instances-title" style={{ marginTop: 8 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <h2 id="instances-title" style={{ fontSize: 16, margin: '24px 0 12px' }}>
          {t('list.title')}
        </h2>
        <Link to="/store">
          <PlusOutlined aria-hidden /> {t('list.rentMore')}
        </Link>
      </div>
      <InstanceList />
    </section>
  );
}
