import { zodResolver } from '@hookform/resolvers/zod';
import { alertParamsSchema, type AlertParams } from '@tropero/shared/farm';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RecordForm } from '../../../components/form/record-form';
import { AlertParamsFields } from './alert-params-fields';

const alertParamsFormSchema = z.object({ alertParams: alertParamsSchema });
type AlertParamsValues = z.input<typeof alertParamsFormSchema>;

interface AlertParamsFormProps {
  /** The settlement's current parameters. */
  initial: AlertParams;
  onSubmit: (alertParams: AlertParams) => Promise<unknown>;
  onCancel: () => void;
}

/** Changes a settlement's alert parameters, after the spec's 'Desea modificar'. */
export function AlertParamsForm({ initial, onSubmit, onCancel }: AlertParamsFormProps) {
  const { t } = useTranslation();
  const form = useForm<AlertParamsValues, unknown, { alertParams: AlertParams }>({
    resolver: zodResolver(alertParamsFormSchema),
    defaultValues: { alertParams: initial },
  });
  return (
    <RecordForm
      form={form}
      onSubmit={({ alertParams }) => onSubmit(alertParams)}
      confirmEdit
      gap="sm"
      failureTitle={t('http.failure.update')}
      onCancel={onCancel}
      submitLabel={t('farm.actions.saveChanges')}
    >
      <AlertParamsFields control={form.control} errors={form.formState.errors.alertParams} />
    </RecordForm>
  );
}
