import { Button, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconPolygon, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ItemActionsProps {
  onEdit: () => void;
  /** Reshaping the outline on the map; a reason instead when it cannot be done. */
  onReshape?: () => void;
  reshapeUnavailable?: string;
  onDelete: () => void;
}

/** Edit, reshape and delete: the actions of a selected plot or fence. */
export function ItemActions({ onEdit, onReshape, reshapeUnavailable, onDelete }: ItemActionsProps) {
  const { t } = useTranslation();
  const reshape = (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconPolygon size={16} />}
      onClick={onReshape}
      disabled={!onReshape}
    >
      {t('farm.actions.reshape')}
    </Button>
  );
  return (
    <Group gap="xs">
      <Button variant="default" size="sm" leftSection={<IconEdit size={16} />} onClick={onEdit}>
        {t('farm.actions.edit')}
      </Button>
      {reshapeUnavailable ? <Tooltip label={reshapeUnavailable}>{<span>{reshape}</span>}</Tooltip> : reshape}
      <Button
        variant="light"
        color="danger"
        size="sm"
        leftSection={<IconTrash size={16} />}
        onClick={onDelete}
      >
        {t('farm.actions.delete')}
      </Button>
    </Group>
  );
}
