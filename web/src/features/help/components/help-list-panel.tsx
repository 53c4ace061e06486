import {
  Accordion,
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconHelpCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import type { HelpKind } from '@tropero/shared/help';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListNoMatch } from '../../../components/list/list-empty';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { fromLocale } from '../../../i18n/languages';
import { useHelpArticles, type ShownArticle } from '../api/get-help';
import { HelpArticleBody } from './help-article-body';
import { HelpEditorModal, type EditorState } from './help-editor-modal';

/** What stands beside an entry's title: its contexts, and for the superadmin its state. */
function ArticleBadges({ article, current }: { article: ShownArticle; current: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {article.contexts.map((context) => (
        <Badge key={context} size="sm" variant="light" color="orange">
          {t(`help.contexts.${context}`)}
        </Badge>
      ))}
      {article.language !== current && (
        <Badge size="sm" variant="outline" color="gray">
          {t('help.onlyInSpanish')}
        </Badge>
      )}
      {!article.published && (
        <Badge size="sm" color="gray">
          {t('help.unpublished')}
        </Badge>
      )}
      {article.entry?.seeded && (
        <Badge size="sm" variant="dot" color="gray">
          {t('help.seeded')}
        </Badge>
      )}
    </Group>
  );
}

function EditButton({ article, onEdit }: { article: ShownArticle; onEdit: (state: EditorState) => void }) {
  const { t } = useTranslation();
  if (!article.entry) return null;
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('help.editor.edit', { title: article.title })}
      onClick={() => onEdit({ entry: article.entry })}
    >
      <IconEdit size={18} />
    </ActionIcon>
  );
}

interface HelpListPanelProps {
  kind: HelpKind;
}

/**
 * Ayuda › Preguntas frecuentes (an accordion) and Tips de expertos › tips de manejo and de expertos
 * (cards): searchable, in the interface language; a superadmin also writes and edits them here.
 */
export function HelpListPanel({ kind }: HelpListPanelProps) {
  const { t, i18n } = useTranslation();
  const current = fromLocale(i18n.resolvedLanguage ?? i18n.language);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const { admin, list } = useHelpArticles({ kind, q: q || undefined }, current);
  const [editor, setEditor] = useState<EditorState | null>(null);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(kind === 'faq' ? 'help.faqsDescription' : 'help.tipsDescription')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('help.search')}
          placeholder={t('help.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        {admin && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditor({ kind })}>
            {t('help.editor.create')}
          </Button>
        )}
      </Group>
      <QueryView query={list} loading={<ListSkeleton rows={4} height={48} />} failed={t('help.failed')}>
        {({ items, total }) => {
          if (items.length === 0) {
            return q ? (
              <ListNoMatch
                title={t('help.emptySearch', { q })}
                description={t('help.searchPlaceholder')}
                onClear={() => setSearch('')}
              />
            ) : (
              <ListEmpty
                icon={<IconHelpCircle size={28} />}
                title={t('help.empty')}
                description={t('help.emptyHint')}
              />
            );
          }
          return (
            <Stack gap="sm">
              <Text size="xs" c="dimmed" role="status">
                {t('help.results', { count: total })}
              </Text>
              {kind === 'faq' ? (
                <Accordion variant="separated" chevronPosition="right">
                  {items.map((article) => (
                    <Accordion.Item key={article._id} value={article._id}>
                      <Accordion.Control>
                        <Stack gap={4}>
                          <Text fw={600} size="sm">
                            {article.title}
                          </Text>
                          <ArticleBadges article={article} current={current} />
                        </Stack>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <Group align="flex-start" wrap="nowrap" gap="xs">
                          <div style={{ flex: 1, minWidth: 0 }}>
                            <HelpArticleBody article={article} />
                          </div>
                          <EditButton article={article} onEdit={setEditor} />
                        </Group>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              ) : (
                items.map((article) => (
                  <Paper key={article._id} withBorder radius="md" p="md" component="article">
                    <Stack gap="xs">
                      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                        <Title order={3} size="h5">
                          {article.title}
                        </Title>
                        <EditButton article={article} onEdit={setEditor} />
                      </Group>
                      <ArticleBadges article={article} current={current} />
                      <HelpArticleBody article={article} />
                    </Stack>
                  </Paper>
                ))
              )}
            </Stack>
          );
        }}
      </QueryView>
      {editor && <HelpEditorModal state={editor} onClose={() => setEditor(null)} />}
    </Stack>
  );
}
