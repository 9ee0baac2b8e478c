/**
 * schema.org structured data of the public pages (JSON-LD, written by <PageHead>): who we
 * are on the landing, posts, FAQs and breadcrumbs. Pure builders: paths become absolute
 * URLs on `origin`.
 */

type Thing = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Spec §9: the author named in a post's structured data when it has none of its own. */
export const DEFAULT_AUTHOR_NAME = 'the team';

export function organization(input: {
  origin: string;
  name: string;
  description: string;
  email?: string | null;
  sameAs?: readonly string[];
}): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: input.name,
    url: `${input.origin}/`,
    logo: `${input.origin}/favicon.svg`,
    description: input.description,
    ...(input.email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            email: input.email,
          },
        }
      : {}),
    ...(input.sameAs && input.sameAs.length > 0 ? { sameAs: [...input.sameAs] } : {}),
  };
}

export function blogPosting(input: {
  origin: string;
  path: string;
  headline: string;
  description: string;
  authorName: string;
  publisher: string;
  datePublished: string;
  dateModified: string;
  image?: string | null;
  keywords?: readonly string[];
}): Thing {
  const url = `${input.origin}${input.path}`;
  const author = input.authorName.trim();
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: author
      ? { '@type': 'Person', name: author }
      : { '@type': 'Organization', name: DEFAULT_AUTHOR_NAME },
    publisher: { '@type': 'Organization', name: input.publisher, url: `${input.origin}/` },
    ...(input.image ? { image: input.image } : {}),
    ...(input.keywords && input.keywords.length > 0 ? { keywords: input.keywords.join(', ') } : {}),
  };
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function breadcrumbList(
  origin: string,
  items: readonly { name: string; path: string }[],
): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}
