import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { CloudDisksSection } from '../components/CloudDisksSection';
import { FileStorageSection } from '../components/FileStorageSection';
import { KeptDisksSection } from '../components/KeptDisksSection';
import '../i18n';

/**
 * /console/cloudDisk (issue 17): cloud disks (create, attach to a stopped instance of their region,
 * detach, expand, delete), the disks kept for shut-down instances, and file storage over SFTP.
 * Every payment shows the server's quote first and pays exactly it.
 */
export function CloudDiskPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('disks');
  return (
    <>
      <PageTitle title={tShell('shell.pages.cloudDisk')}>{t('intro')}</PageTitle>
      <CloudDisksSection />
      <KeptDisksSection />
      <FileStorageSection />
    </>
  );
}
