import { Button, Group, Text } from '@mantine/core';
import { IconEdit, IconMapPinPlus } from '@tabler/icons-react';
import type { Settlement } from '@tropero/shared/farm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SettlementDialog } from '../../../farm/components/settlement-dialog';
import { settlementMapLink } from '../../../../config/dashboard-link';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

/** "Create/edit settlement" (spec §2): edit the settlement on the map, or create another one. */
export function SettlementChoicePanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settlement } = useFarmWorkspace();
  const [editing, setEditing] = useState<Settlement | 'new' | null>(null);
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('farm.settlements.choiceHint')}
      </Text>
      <Group gap="sm">
        <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(settlement)}>
          {t('farm.settlements.editNamed', { name: settlement.name })}
        </Button>
        <Button
          variant="default"
          leftSection={<IconMapPinPlus size={16} />}
          onClick={() => setEditing('new')}
        >
          {t('farm.settlements.new')}
        </Button>
      </Group>
      <SettlementDialog
        editing={editing}
        onClose={() => {
          setEditing(null);
          onDone();
        }}
        onCreated={(created) => navigate(settlementMapLink(created._id))}
      />
    </>
  );
}
