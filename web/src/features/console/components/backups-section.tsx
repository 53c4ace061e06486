import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { useCreateBackup } from '../api/create-backup';
import { useBackups } from '../api/get-backups';

const MB = 1024 * 1024;

/** The console's backups: write one now (verified by the server) and the files kept in BACKUP_DIR. */
export function BackupsSection() {
  const { t, i18n } = useTranslation();
  const backups = useBackups();
  const create = useCreateBackup();
  const items = backups.data?.items ?? [];

  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="backups-title">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={3} id="backups-title">
            {t('console.backups.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('console.backups.description')}
          </Text>
        </div>
        <Button
          leftSection={<IconDatabaseExport size={18} />}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          {t('console.backups.createNow')}
        </Button>
      </Group>
      {backups.isPending ? (
        <Loader size="sm" aria-label={t('console.backups.title')} />
      ) : items.length === 0 ? (
        <Text size="sm">
          {backups.isError ? t('console.backups.unavailable') : t('console.backups.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('console.backups.file')}</Table.Th>
                <Table.Th>{t('console.backups.size')}</Table.Th>
                <Table.Th>{t('console.backups.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((backup) => (
                <Table.Tr key={backup.name}>
                  <Table.Td>{backup.name}</Table.Td>
                  <Table.Td>{`${formatNumber(backup.size / MB, i18n.language, 1)} MB`}</Table.Td>
                  <Table.Td>{formatDateTime(backup.createdAt, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
