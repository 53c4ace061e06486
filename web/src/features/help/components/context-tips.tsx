import { Anchor, Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { HelpContext } from '@tropero/shared/help';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLocale } from '../../../i18n/languages';
import { useHelpArticles } from '../api/get-help';
import { HelpArticleBody } from './help-article-body';
import { ScreenDialog } from '../../../components/screen-dialog';

/** "Tips: Estrés por calor": where a context appears, the tips tied to it; nothing when there are none. */
export function ContextTips({ context }: { context: HelpContext }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const { list } = useHelpArticles({ context }, fromLocale(i18n.resolvedLanguage ?? i18n.language));
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  const topic = t(`help.contexts.${context}`);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)} w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconBulb size={16} aria-hidden="true" />
          {t('help.tip.link', { context: topic })}
        </Group>
      </Anchor>
      <ScreenDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('help.tip.title', { context: topic.toLowerCase() })}
      >
        <Stack gap="sm">
          {items.map((article) => (
            <Paper key={article._id} withBorder radius="md" p="md" component="article">
              <Stack gap="xs">
                <Badge size="sm" variant="light" w="fit-content">
                  {t(`help.kinds.${article.kind}`)}
                </Badge>
                <Title order={3} size="h5">
                  {article.title}
                </Title>
                <HelpArticleBody article={article} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </ScreenDialog>
    </>
  );
}
