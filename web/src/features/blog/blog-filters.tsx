import { MESSAGES } from '@app/domain';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { SEARCH_MAX_CHARS } from './blog-search';
import { isPlainClick } from './blog-search-href';

type BlogFiltersProps = {
  q: string | undefined;
  category: string | undefined;
  categories: readonly string[];
  onSearch: (q: string | undefined) => void;
  onCategoryChange: (category: string | undefined) => void;
  onClear: () => void;
};

const ALL = '';

/**
 * Search box, category list and Clear Filters. One GET form to /blog (q, category), so it
 * works without JavaScript: the server renders the result (document/blog.ts submits it when
 * the category changes); in the app a submit or a change updates the URL in place.
 */
export function BlogFilters({
  q,
  category,
  categories,
  onSearch,
  onCategoryChange,
  onClear,
}: BlogFiltersProps) {
  // The box holds what is typed; the list follows the submitted search in the URL.
  const [draft, setDraft] = useState(q ?? '');
  useEffect(() => setDraft(q ?? ''), [q]);

  const filtering = Boolean(q || category);

  return (
    <Group
      renderRoot={(props) => <form method="get" action="/blog" {...props} />}
      role="search"
      aria-label="Blog posts"
      align="flex-end"
      gap="sm"
      wrap="wrap"
      data-blog-filters=""
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(draft.trim() || undefined);
      }}
    >
      <Group gap="xs" align="flex-end" style={{ flex: '1 1 320px' }}>
        <TextInput
          type="search"
          name="q"
          aria-label="Search blog posts"
          placeholder={MESSAGES.blogSearchPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={SEARCH_MAX_CHARS}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit">Search</Button>
      </Group>

      <NativeSelect
        name="category"
        label="Category"
        value={category ?? ALL}
        onChange={(event) => onCategoryChange(event.currentTarget.value || undefined)}
        data={[
          { value: ALL, label: MESSAGES.blogAllCategories },
          ...categories.map((c) => ({ value: c, label: c })),
        ]}
        style={{ flex: '0 1 220px' }}
      />

      {filtering && (
        <Button
          variant="default"
          component="a"
          href="/blog"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setDraft('');
            onClear();
          }}
        >
          Clear Filters
        </Button>
      )}
    </Group>
  );
}
