import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { helpImageUrl, type ShownArticle } from '../api/get-help';

/** An entry's text as written (plain text: blank lines part paragraphs) and its images. */
export function HelpArticleBody({ article }: { article: Pick<ShownArticle, 'title' | 'body' | 'images'> }) {
  const { t } = useTranslation();
  const paragraphs = article.body.split(/\n\s*\n/);
  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph, index) => (
        <Text key={index} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {paragraph}
        </Text>
      ))}
      {article.images.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: Math.min(article.images.length, 2) }} spacing="sm">
          {article.images.map((image) => (
            <Image
              key={image.id}
              src={helpImageUrl(image.id)}
              alt={image.alt || t('help.image', { title: article.title })}
              radius="md"
              fit="contain"
              mah={320}
              loading="lazy"
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
