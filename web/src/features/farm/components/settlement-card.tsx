import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconEdit, IconMap2, IconShare, IconTrash } from '@tabler/icons-react';
import type { Settlement } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { settlementMapLink } from '../../../config/dashboard-link';

interface SettlementCardProps {
  settlement: Settlement;
  onEdit: () => void;
  onShare: () => void;
  onDelete: () => void;
}

const offsetLabel = (minutes: number) => `UTC${minutes < 0 ? '−' : '+'}${Math.abs(minutes / 60)}`;

/** One settlement of the /settlement list, with its map link and, for those who manage it, its actions. */
export function SettlementCard({ settlement, onEdit, onShare, onDelete }: SettlementCardProps) {
  const { t, i18n } = useTranslation();
  const canEdit = settlement.access === 'admin';
  const coordinate = (value: number) => formatNumber(value, i18n.language, 4);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={settlement.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Text fw={700} size="lg" c="navy.8" truncate="end">
            {settlement.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {coordinate(settlement.location.lat)}, {coordinate(settlement.location.lng)} ·{' '}
            {offsetLabel(settlement.utcOffsetMinutes)}
          </Text>
          {settlement.establishmentCode && (
            <Text size="sm">{t('farm.settlements.code', { code: settlement.establishmentCode })}</Text>
          )}
        </Stack>
        <Badge variant="light" color={canEdit ? 'brand' : 'navy'} style={{ flexShrink: 0 }}>
          {t(`farm.settlements.access.${settlement.access}`)}
        </Badge>
      </Group>
      <Group mt="md" gap="sm" justify="space-between">
        <Button
          component={Link}
          to={settlementMapLink(settlement._id)}
          variant="light"
          leftSection={<IconMap2 size={16} />}
        >
          {t('farm.settlements.viewOnMap')}
        </Button>
        {canEdit && (
          <Group gap="xs">
            <Button variant="default" leftSection={<IconShare size={16} />} onClick={onShare}>
              {t('farm.settlements.share')}
            </Button>
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <ActionIcon
                  variant="default"
                  size={36}
                  aria-label={t('farm.settlements.moreActions', { name: settlement.name })}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconEdit size={16} />} onClick={onEdit}>
                  {t('farm.actions.edit')}
                </Menu.Item>
                <Menu.Item color="danger" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  {t('farm.actions.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </Group>
    </Card>
  );
}
