import { Button, Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Settlement } from '@tropero/shared/farm';
import { hasRole } from '@tropero/shared/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useUser } from '../../../lib/session';
import { SettlementDialog } from '../../farm/components/settlement-dialog';
import { settlementMapLink } from '../../../config/dashboard-link';

/** The dashboard before there is a settlement to show: loading, failed, or none yet (and how to create one). */
export function NoSettlement({ settlements }: { settlements: UseQueryResult<Settlement[]> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = hasRole(useUser()?.tags ?? [], ['admin', 'superadmin']);
  const [creating, setCreating] = useState(false);
  return (
    <Center flex={1} p="md" bg="gray.1">
      <QueryView query={settlements} loading={<Skeleton h={160} w={380} radius="lg" />}>
        {() => (
          <Paper shadow="md" radius="lg" p="lg" withBorder maw={420}>
            <Stack gap="sm">
              <Title order={2} size="h4" c="navy.8">
                {t('farm.settlements.empty')}
              </Title>
              <Text size="sm" c="dimmed">
                {t(canCreate ? 'farm.settlements.emptyHint' : 'farm.settlements.emptyReadOnly')}
              </Text>
              {canCreate && (
                <Button leftSection={<IconMapPinPlus size={18} />} onClick={() => setCreating(true)}>
                  {t('farm.settlements.new')}
                </Button>
              )}
            </Stack>
          </Paper>
        )}
      </QueryView>
      <SettlementDialog
        editing={creating ? 'new' : null}
        onClose={() => setCreating(false)}
        onCreated={(created) => navigate(settlementMapLink(created._id), { replace: true })}
      />
    </Center>
  );
}
