import { Badge, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry, AuditSubjectType } from '@tropero/shared/contracts/audit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/dates';
import { useAudit } from '../api/get-audit';
import { auditChanges } from '../audit-changes';
import { DrawerSection } from './drawer-section';

const PAGE_SIZE = 10;

/** An action's name in words; another console's actions show as recorded until they get a text. */
export function useActionLabel() {
  const { t } = useTranslation();
  return (action: string) => t(`console.audit.actions.${action}`, { defaultValue: action });
}

function EntryChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = auditChanges(entry, {
    yes: t('console.values.yes'),
    no: t('console.values.no'),
    none: t('console.values.none'),
  });
  return (
    <Stack gap={2}>
      {changes.map((change) => (
        <Text key={change.field} size="xs">
          <Text span fw={600} size="xs">
            {t(`console.fields.${change.field}`, { defaultValue: change.field })}
          </Text>
          {': '}
          <Text span size="xs" td="line-through" c="dimmed">
            {change.before}
          </Text>
          {' → '}
          {change.after}
        </Text>
      ))}
    </Stack>
  );
}

/** The audit log of one user or account: who did what, when, and what changed, newest first. */
export function AuditEntries({
  subjectType,
  subjectId,
}: {
  subjectType: AuditSubjectType;
  subjectId: string;
}) {
  const { t, i18n } = useTranslation();
  const actionLabel = useActionLabel();
  const [page, setPage] = useState(1);
  const audit = useAudit({ subjectType, subjectId, p: page, e: PAGE_SIZE });
  return (
    <DrawerSection title={t('console.audit.title')}>
      <QueryView query={audit} loading={<Skeleton h={120} />}>
        {(entries) =>
          entries.total === 0 ? (
            <Text size="sm" c="dimmed">
              {t('console.audit.empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              <Table verticalSpacing="xs" fz="sm" aria-label={t('console.audit.title')}>
                <Table.Tbody>
                  {entries.items.map((entry) => (
                    <Table.Tr key={entry._id}>
                      <Table.Td>
                        <Group gap="xs" wrap="wrap">
                          <Badge variant="light" size="sm">
                            {actionLabel(entry.action)}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {formatDateTime(entry.createdAt, i18n.language)}
                          </Text>
                        </Group>
                        <Text size="xs" mt={4}>
                          {t('console.audit.by', { name: entry.actorName ?? entry.actorId })}
                        </Text>
                        <EntryChanges entry={entry} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {entries.total > PAGE_SIZE && (
                <Pagination
                  size="sm"
                  total={Math.ceil(entries.total / PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': t(`list.pagination.${control}`) })}
                  getItemProps={(item) => ({ 'aria-label': t('list.pagination.page', { page: item }) })}
                />
              )}
            </Stack>
          )
        }
      </QueryView>
    </DrawerSection>
  );
}
