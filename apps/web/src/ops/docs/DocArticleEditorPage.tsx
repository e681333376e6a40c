import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHead } from '../layout/PageHead';
import { DocArticleEditor } from './DocArticleEditor';
import { OPS_DOCS_PATH } from './docPaths';
import { useOpsDocArticle, useOpsDocs } from './hooks';
import './i18n';

/** /ops/docs/:id (support): the editor of one docs article. */
export function DocArticleEditorPage() {
  const { t } = useTranslation('opsDocs');
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isSafeInteger(id) && id > 0;
  const article = useOpsDocArticle(valid ? id : null);
  const docs = useOpsDocs();

  const editor = () => {
    if (!valid || article.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
    if (!article.data || !docs.data) return <Skeleton active />;
    // An article that changes state (published, taken down) opens afresh in its new state.
    return (
      <DocArticleEditor
        key={`${article.data.Id}-${article.data.State}`}
        article={article.data}
        categories={docs.data.categories}
      />
    );
  };

  return (
    <>
      <PageHead title={t('editor.title')} intro={<Link to={OPS_DOCS_PATH}>{t('editor.back')}</Link>} />
      {editor()}
    </>
  );
}
