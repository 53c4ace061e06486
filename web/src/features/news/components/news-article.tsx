import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { News } from '@tropero/shared/contracts/news';
import { useTranslation } from 'react-i18next';

/** A news item's text (its paragraphs as written) and its images. */
export function NewsArticle({ news }: { news: Pick<News, 'title' | 'body' | 'images'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {news.body}
      </Text>
      {news.images.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: Math.min(news.images.length, 2) }} spacing="sm">
          {news.images.map((image, index) => (
            <Image
              key={index}
              src={image}
              alt={t('news.reader.image', { index: index + 1, title: news.title })}
              radius="md"
              fit="contain"
              mah={360}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
