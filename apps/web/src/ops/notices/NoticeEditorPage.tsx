import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import '../content/i18n';
import { PageHead } from '../layout/PageHead';
import { useNotice } from './hooks';
import { NoticeEditor } from './NoticeEditor';
import { NOTICES_PATH } from './noticePaths';

/** /ops/notices/new and /ops/notices/:id (support): the markdown editor of one notice. */
export function NoticeEditorPage() {
  const { t } = useTranslation('opsContent');
  const { id: param } = useParams();
  const id = param === 'new' || param === undefined ? null : Number(param);
  const valid = id === null || (Number.isSafeInteger(id) && id > 0);
  const notice = useNotice(valid ? id : null);

  const editor = () => {
    if (!valid || notice.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
    if (id === null) return <NoticeEditor notice={null} />;
    if (!notice.data) return <Skeleton active />;
    // A notice that changes state (published, taken down) opens afresh in its new state.
    return <NoticeEditor key={`${notice.data.Id}-${notice.data.State}`} notice={notice.data} />;
  };

  return (
    <>
      <PageHead
        title={id === null ? t('notices.newTitle') : t('notices.editTitle')}
        intro={<Link to={NOTICES_PATH}>{t('notices.back')}</Link>}
      />
      {editor()}
    </>
  );
}
