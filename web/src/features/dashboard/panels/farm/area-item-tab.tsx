import { Group, Stack, Tooltip } from '@mantine/core';
import { IconEdit, IconPolygon, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isReshapable } from '../../../../components/map/draw/outline';
import type { Fence, Plot } from '../../../farm/api/farm-types';
import { AreaForm, type AreaFields } from '../../../farm/components/area-form';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import { TabAction } from '../tab-action';
import { AreaDrawingPanel } from './area-drawing-panel';
import { useDeleteSelection } from './use-delete-selection';

interface AreaItemTabProps {
  kind: 'plot' | 'fence';
  item: Plot | Fence;
  /** The form's fields as the item has them. */
  initial: Partial<AreaFields>;
  save: (fields: AreaFields) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** What goes with the deletion, for its confirmation. */
  deleteDetails: string;
  /** The item's title and figures. */
  children: ReactNode;
}

/** A selected plot or fence: what the tab shows of it, then edit, reshape and delete. */
export function AreaItemTab({
  kind,
  item,
  initial,
  save,
  remove,
  deleteDetails,
  children,
}: AreaItemTabProps) {
  const { t } = useTranslation();
  const { canEdit } = useFarmWorkspace();
  const deleteSelection = useDeleteSelection();
  const [mode, setMode] = useState<'view' | 'edit' | 'reshape'>('view');

  if (mode === 'edit') {
    return (
      <AreaForm
        kind={kind}
        initial={initial}
        submitLabel={t('farm.actions.saveChanges')}
        onCancel={() => setMode('view')}
        onSubmit={async (fields) => {
          await save(fields);
          setMode('view');
        }}
      />
    );
  }
  if (mode === 'reshape')
    return <AreaDrawingPanel target={kind} editing={item} onDone={() => setMode('view')} />;

  const reshapable = isReshapable(item.geometry);
  const reshape = (
    <TabAction
      icon={IconPolygon}
      onClick={reshapable ? () => setMode('reshape') : undefined}
      disabled={!reshapable}
    >
      {t('farm.actions.reshape')}
    </TabAction>
  );
  return (
    <Stack gap="sm">
      {children}
      {canEdit && (
        <Group gap="xs">
          <TabAction icon={IconEdit} onClick={() => setMode('edit')}>
            {t('farm.actions.edit')}
          </TabAction>
          {reshapable ? (
            reshape
          ) : (
            <Tooltip label={t('farm.plots.reshapeUnavailable')}>
              <span>{reshape}</span>
            </Tooltip>
          )}
          <TabAction icon={IconTrash} danger onClick={() => void deleteSelection(deleteDetails, remove)}>
            {t('farm.actions.delete')}
          </TabAction>
        </Group>
      )}
    </Stack>
  );
}
