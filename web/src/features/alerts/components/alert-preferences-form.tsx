import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Group, SegmentedControl, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { ALERT_CHANNELS, ALERT_TYPES, type AlertType } from '@tropero/shared/alerts';
import { alertPreferencesSchema, type AlertPreferences } from '@tropero/shared/contracts/alerts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form/form-footer';
import { useFormSubmit } from '../../../components/form/use-form-submit';

/** Quiet hours when first switched on: the night. */
const DEFAULT_QUIET_HOURS = { from: '22:00', to: '06:00' };

interface AlertPreferencesFormProps {
  initial: AlertPreferences;
  onSubmit: (preferences: AlertPreferences) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A user's alert preferences: which types reach him by push and by email (the app has them all), email
 * at once or as a daily digest, and quiet hours for both.
 */
export function AlertPreferencesForm({ initial, onSubmit, onCancel }: AlertPreferencesFormProps) {
  const { t } = useTranslation();
  const form = useForm<AlertPreferences>({
    resolver: zodResolver(alertPreferencesSchema),
    defaultValues: initial,
  });
  const { submit, failure } = useFormSubmit(form, onSubmit);
  const { control, register, watch, setValue, formState } = form;
  const quietHours = watch('quietHours');
  const errors = formState.errors.quietHours;
  const errorOf = (message: string | undefined) => message && t(message);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Table striped withTableBorder verticalSpacing={6} aria-label={t('alerts.preferences.channels')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('alerts.fields.type')}</Table.Th>
              {ALERT_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {t(`alerts.preferences.channel.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ALERT_TYPES.map((type) => (
              <Table.Tr key={type}>
                <Table.Td>{t(`alerts.types.${type}`)}</Table.Td>
                {ALERT_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Controller
                      control={control}
                      name={`channels.${channel}`}
                      render={({ field }) => (
                        <Group justify="center" mih={44}>
                          <Checkbox
                            aria-label={t('alerts.preferences.typeOn', {
                              type: t(`alerts.types.${type}`),
                              channel: t(`alerts.preferences.channel.${channel}`),
                            })}
                            checked={field.value.includes(type)}
                            onChange={(event) => {
                              const on = event.currentTarget.checked;
                              field.onChange(
                                ALERT_TYPES.filter((each: AlertType) =>
                                  each === type ? on : field.value.includes(each),
                                ),
                              );
                            }}
                          />
                        </Group>
                      )}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>

        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('alerts.preferences.emailMode')}
          </Text>
          <Controller
            control={control}
            name="emailMode"
            render={({ field }) => (
              <SegmentedControl
                value={field.value}
                onChange={field.onChange}
                data={(['immediate', 'digest'] as const).map((mode) => ({
                  value: mode,
                  label: t(`alerts.preferences.emailModes.${mode}`),
                }))}
              />
            )}
          />
        </Stack>

        <Switch
          label={t('alerts.preferences.quietHours')}
          description={t('alerts.preferences.quietHoursHint')}
          checked={quietHours !== null}
          onChange={(event) =>
            setValue('quietHours', event.currentTarget.checked ? DEFAULT_QUIET_HOURS : null, {
              shouldDirty: true,
            })
          }
        />
        {quietHours !== null && (
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label={t('alerts.preferences.quietFrom')}
              {...register('quietHours.from')}
              error={errorOf(errors?.from?.message)}
            />
            <TextInput
              type="time"
              label={t('alerts.preferences.quietTo')}
              {...register('quietHours.to')}
              error={errorOf(errors?.to?.message)}
            />
          </Group>
        )}

        <FormFooter
          failure={failure}
          failureTitle={t('http.failure.update')}
          onCancel={onCancel}
          submitLabel={t('alerts.preferences.save')}
          submitting={formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
