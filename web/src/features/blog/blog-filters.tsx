import { MESSAGES } from '@app/domain';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SEARCH_MAX_CHARS } from './blog-search';

type BlogFiltersProps = {
  q: string | undefined;
  category: string | undefined;
  categories: readonly string[];
  onSearch: (q: string | undefined) => void;
  onCategoryChange: (category: string | undefined) => void;
  onClear: () => void;
};

const ALL = '';

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
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Group
        component="form"
        role="search"
        aria-label="Blog posts"
        gap="xs"
        align="flex-end"
        style={{ flex: '1 1 320px' }}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim() || undefined);
        }}
      >
        <TextInput
          type="search"
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
          onClick={() => {
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
