import { Button, Group, Stack } from '@mantine/core';
import type { AlertParams } from '@tropero/shared/farm';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequestFailure } from '../../../../components/request-failure';
import { useUpdateSettlement } from '../../../farm/api/update-settlement';
import { AlertParamsFields } from '../../../farm/components/alert-params-fields';
import { useFarmWorkspace } from '../../workspace/farm-workspace';

/** The settlement's alert parameters (spec §2 "settlement alert parameters"). */
export function SettlementAlertsPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const update = useUpdateSettlement();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, formState } = useForm<{ alertParams: AlertParams }>({
    defaultValues: { alertParams: settlement.alertParams },
  });
  const submit = handleSubmit(async ({ alertParams }) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: settlement._id, patch: { alertParams } });
      onDone();
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <AlertParamsFields control={control} errors={formState.errors.alertParams} />
        <RequestFailure error={failure} title={t('http.failure.update')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('farm.actions.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
