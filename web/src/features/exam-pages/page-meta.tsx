import { useMetaDescription } from '../../ui/use-meta-description';

type PageMetaProps = {
  title: string;
  description: string;
  /** The page's path, e.g. '/exam/ged'; og:url is its absolute URL on this origin. */
  path: string;
};

/**
 * Title, description and Open Graph tags of a CMS page. React 19 hoists <title> and <meta>
 * into <head> and removes them when the page unmounts.
 */
export function PageMeta({ title, description, path }: PageMetaProps) {
  useMetaDescription(description);
  const url =
    typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();
  return (
    <>
      <title>{title}</title>
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
    </>
  );
}
