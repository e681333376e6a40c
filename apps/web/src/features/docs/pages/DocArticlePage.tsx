import type { DocArticleTitle } from '@gpucloud/contracts';
import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { publishedDay } from '../../../shared/format';
import { pickText } from '../../../shared/i18n/pickText';
import { InLanguage, PickedTextView, TextLanguageMark } from '../../../shared/ui/TextLanguage';
import styles from '../components/Docs.module.css';
import { DocsTree } from '../components/DocsTree';
import { docTitle } from '../components/docText';
import { HelpfulVote } from '../components/HelpfulVote';
import { LazyDocBody } from '../components/LazyDocBody';
import { TableOfContents } from '../components/TableOfContents';
import type { TocEntry } from '../components/toc';
import '../i18n';
import { useDocArticle, useDocTree } from '../hooks';

/** /docs/:id: one article with the tree beside it, its table of contents, previous/next and votes. */
export function DocArticlePage() {
  const { t, i18n } = useTranslation('docs');
  const { t: tShell } = useTranslation();
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isSafeInteger(id) && id > 0;
  const article = useDocArticle(valid ? id : null);
  const tree = useDocTree();
  const [toc, setToc] = useState<TocEntry[]>([]);
  const language = i18n.language;
  const appName = tShell('common.appName');

  const pagerLink = (target: DocArticleTitle | null, label: string, className?: string) =>
    target ? (
      <Link
        to={`/docs/${target.Id}`}
        className={className}
        rel={label === t('article.next') ? 'next' : 'prev'}
      >
        <span className={styles.pagerLabel}>{label}</span>
        <PickedTextView picked={docTitle(target, language)} />
      </Link>
    ) : null;

  const main = () => {
    if (!valid || (article.isError && !article.data)) {
      return (
        <>
          <title>{`${tShell('shell.pages.docDetail')} · ${appName}`}</title>
          <Alert
            type="warning"
            showIcon
            title={t('article.notFound')}
            action={
              <Button>
                <Link to="/docs">{t('article.backToDocs')}</Link>
              </Button>
            }
          />
        </>
      );
    }
    if (!article.data) {
      return (
        <div role="status" aria-label={t('article.loading')}>
          <title>{`${tShell('shell.pages.docDetail')} · ${appName}`}</title>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      );
    }
    const doc = article.data;
    const title = docTitle(doc, language);
    const body = pickText(language, doc.BodyZh, doc.BodyEn);
    return (
      <article aria-labelledby="doc-title">
        <title>{`${title.text} · ${t('centre.title')} · ${appName}`}</title>
        <h1 id="doc-title" className={styles.heading}>
          <PickedTextView picked={title} />
        </h1>
        <p className={styles.meta}>{t('article.updated', { date: publishedDay(doc.UpdateAt) })}</p>
        {body.language === title.language ? null : (
          <p>
            <TextLanguageMark language={body.language} />
          </p>
        )}
        <InLanguage language={body.language} block>
          <LazyDocBody key={`${doc.Id}-${language}`} source={body.text} onToc={setToc} />
        </InLanguage>
        <nav aria-label={t('article.pagerLabel')} className={styles.pager}>
          {pagerLink(doc.Previous, t('article.previous'))}
          {pagerLink(doc.Next, t('article.next'), styles.pagerNext)}
        </nav>
        <HelpfulVote key={doc.Id} articleId={doc.Id} helpful={doc.Helpful} notHelpful={doc.NotHelpful} />
      </article>
    );
  };

  return (
    <div className={styles.articlePage}>
      {/* The tree and the table of contents are labelled navigation landmarks of their own. */}
      <div>
        {tree.data ? (
          <DocsTree categories={tree.data.categories} articles={tree.data.articles} currentId={id} />
        ) : null}
      </div>
      <div className={styles.main}>{main()}</div>
      <div>{article.data ? <TableOfContents entries={toc} /> : null}</div>
    </div>
  );
}
