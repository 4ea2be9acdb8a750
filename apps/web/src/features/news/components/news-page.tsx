import { ContentList } from '../../../components/content/content-list';
import { SignedInPage } from '../../../components/layout/signed-in-page';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useBlog } from '../api/get-blog';

/**
 * /news and /subuser-news (spec 02 §2): News & Blog, each post's title, date and video or
 * image; 'Coming soon' when there is none.
 */
export function NewsPage({ title }: { title: string }) {
  usePageTitle(title);
  const blog = useBlog();

  if (blog.isError)
    return (
      <LoadError title={title} message={blog.error.message} onRetry={() => void blog.refetch()} size="md" />
    );

  return (
    <SignedInPage title={title} size="md">
      {blog.isPending ? <PageLoader /> : <ContentList items={blog.data.resource} label="News posts" />}
    </SignedInPage>
  );
}
