import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchInputProps {
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
}

/** The list's search: it asks the server once the user pauses typing, not at every key. */
export function SearchInput({ value, onSearch, placeholder }: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, 300);

  // The URL may change the search (back button, a link): the box follows.
  useEffect(() => setText(value), [value]);

  return (
    <TextInput
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      maxLength={50}
      w={{ base: '100%', sm: 340 }}
    />
  );
}
