import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlant2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates';
import type { Plot } from '../api/farm-types';

interface CropNoticeProps {
  crop: Plot['currentCrop'];
  /** Opens the plot's crop history, where a withdrawn crop is changed for an available one. */
  onOpenHistory: () => void;
}

/**
 * A plot's current crop, or the notices of spec §8: no crop yet, or a crop whose type was
 * withdrawn (spec §4: the user must choose an available one in the crop history).
 */
export function CropNotice({ crop, onOpenHistory }: CropNoticeProps) {
  const { t, i18n } = useTranslation();
  const historyLink = (
    <Anchor component="button" type="button" size="sm" onClick={onOpenHistory}>
      {t('farm.crops.openHistory')}
    </Anchor>
  );
  if (!crop) {
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('farm.crops.noCrops')}
        </Text>
        {historyLink}
      </Group>
    );
  }
  if (!crop.available) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={20} />} title={crop.name} role="status">
        <Text size="sm">{t('farm.crops.withdrawn')}</Text>
        {historyLink}
      </Alert>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <IconPlant2 size={18} color="var(--mantine-color-brand-8)" aria-hidden="true" />
      <Text size="sm">
        {t('farm.crops.current', { name: crop.name, since: formatDay(crop.startDate, i18n.language) })}
      </Text>
      {historyLink}
    </Group>
  );
}
