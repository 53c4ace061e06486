import { Button, Center, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapPinPlus, IconPlus } from '@tabler/icons-react';
import type { Settlement } from '@tropero/shared/farm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm-action';
import { PageContainer } from '../../../components/page-container';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { useDeleteSettlement } from '../api/delete-settlement';
import { useSettlements } from '../../../api/get-settlements';
import { SettlementCard } from '../components/settlement-card';
import { SettlementDialog } from '../components/settlement-dialog';
import { ShareSettlementDialog } from '../components/share-settlement-dialog';
import { settlementMapLink } from '../../../config/dashboard-link';

function NoSettlements({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="brand">
          <IconMapPinPlus size={32} />
        </ThemeIcon>
        <Text fw={600}>{t('farm.settlements.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('farm.settlements.emptyHint')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          {t('farm.settlements.new')}
        </Button>
      </Stack>
    </Center>
  );
}

/** /settlement (spec §2): the settlements the user reaches, to create, edit, share or delete. */
export default function SettlementsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settlements = useSettlements();
  const remove = useDeleteSettlement();
  const [editing, setEditing] = useState<Settlement | 'new' | null>(null);
  const [sharing, setSharing] = useState<Settlement | null>(null);

  const confirmDelete = async (settlement: Settlement) => {
    if (await confirmAction('delete', t('farm.settlements.deleteDetails', { name: settlement.name }))) {
      remove.mutate(settlement._id);
    }
  };

  return (
    <PageContainer
      title={t('routes.settlement')}
      description={t('farm.settlements.description')}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('farm.settlements.new')}
        </Button>
      }
    >
      <QueryView query={settlements} loading={<ListSkeleton rows={3} height={120} />}>
        {(list) =>
          list.length === 0 ? (
            <NoSettlements onCreate={() => setEditing('new')} />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {list.map((settlement) => (
                <SettlementCard
                  key={settlement._id}
                  settlement={settlement}
                  onEdit={() => setEditing(settlement)}
                  onShare={() => setSharing(settlement)}
                  onDelete={() => void confirmDelete(settlement)}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
      <SettlementDialog
        editing={editing}
        onClose={() => setEditing(null)}
        // A new settlement is empty: the next step is drawing or importing its plots, on the map.
        onCreated={(created) => navigate(settlementMapLink(created._id))}
      />
      <ShareSettlementDialog settlement={sharing} onClose={() => setSharing(null)} />
    </PageContainer>
  );
}
