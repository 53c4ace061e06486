import { Button, Center, Skeleton } from '@mantine/core';
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
import { EmptyCard } from './empty-card';

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
          <EmptyCard
            maw={420}
            title={t('farm.settlements.empty')}
            hint={t(canCreate ? 'farm.settlements.emptyHint' : 'farm.settlements.emptyReadOnly')}
          >
            {canCreate && (
              <Button leftSection={<IconMapPinPlus size={18} />} onClick={() => setCreating(true)}>
                {t('farm.settlements.new')}
              </Button>
            )}
          </EmptyCard>
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
