import { Alert } from 'antd';
import { useParams } from 'react-router';
import { errorLines, errorStatus } from '../../app/errors';
import { NoAccess, NotFound } from '../shell/NoAccess';
import { Loading } from '../shell/Shell';
import { PageTitle } from '../ui/layout';
import { useGetContentBlockBySlugQuery } from './contentApi';

/**
 * A content page by slug (`/page/:slug`, `/clientHelp`, `/subscriberHelp`). The server renders the block's
 * Markdown to sanitised HTML; only that field is ever inserted as HTML.
 */
export function ContentPage({ slug: fixedSlug }: { slug?: string }) {
  const params = useParams();
  const slug = fixedSlug ?? params.slug ?? '';
  const { data: block, error, isLoading } = useGetContentBlockBySlugQuery(slug, { skip: slug === '' });
  if (isLoading) return <Loading />;
  if (error) {
    const status = errorStatus(error);
    if (status === 404) return <NotFound />;
    if (status === 403 || status === 401) return <NoAccess />;
    return <Alert type="error" showIcon title={errorLines(error).join(' ')} />;
  }
  if (!block) return <NotFound />;
  return (
    <article style={{ maxWidth: 860, margin: '0 auto' }}>
      {/* The title heads the page unless the block's text starts with its own heading. */}
      {block.title && !/^\s*<h1[\s>]/i.test(block.contentHtml) && <PageTitle large>{block.title}</PageTitle>}
      <div className="content-block" style={{ fontSize: 15, lineHeight: 1.65 }} dangerouslySetInnerHTML={{ __html: block.contentHtml }} />
    </article>
  );
}
