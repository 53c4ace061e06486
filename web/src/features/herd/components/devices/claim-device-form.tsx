import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconKey } from '@tabler/icons-react';
import { patterns } from '@tropero/shared/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { MONOSPACE_INPUT } from '../../../../components/list/data-table';
import { RequestFailure } from '../../../../components/request-failure';
import { useClaimDevice } from '../../api/claim-device';
import { CopyKey } from './ingest-key-notice';
import { FormButtons } from '../../../../components/form/form-footer';

/** A device from the factory joins the account with the identifier and code on its label. */
export function ClaimDeviceForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const claim = useClaimDevice();
  const [identifier, setIdentifier] = useState('');
  const [activationCode, setActivationCode] = useState('');
  const [checked, setChecked] = useState(false);
  const server = isApiError(claim.error) ? claim.error.fieldErrors : {};
  const local = {
    identifier: patterns.mac.test(identifier.trim()) ? undefined : 'validation.mac',
    activationCode: patterns.activationCode.test(activationCode.trim())
      ? undefined
      : 'validation.activationCode',
  };
  const errorOf = (field: 'identifier' | 'activationCode') => {
    const key = (checked && local[field]) || server[field];
    return key ? t(key) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (local.identifier || local.activationCode) return;
    claim.mutate({ identifier: identifier.trim(), activationCode: activationCode.trim() });
  };

  if (claim.data) {
    const device = claim.data;
    return (
      <Stack gap="md">
        <Alert
          color="brand"
          icon={<IconCircleCheck size={20} />}
          role="status"
          title={t('herd.claim.done', { identifier: device.identifier })}
        >
          {t('herd.fastLoad.keysOnce')}
        </Alert>
        <Group gap="sm" wrap="nowrap" align="center">
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {device.ingestKey}
          </Text>
          <CopyKey
            value={device.ingestKey}
            label={t('herd.key.copyFor', { identifier: device.identifier })}
          />
        </Group>
        <Group justify="flex-end">
          <Button leftSection={<IconKey size={16} />} onClick={onClose}>
            {t('herd.key.saved')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const fieldFailure = Object.keys(server).length > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('herd.claim.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('herd.claim.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('herd.devices.fields.identifier')}
            required
            data-autofocus
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
            error={errorOf('identifier')}
            styles={MONOSPACE_INPUT}
            maxLength={20}
            spellCheck={false}
            autoComplete="off"
          />
          <TextInput
            label={t('herd.claim.code')}
            required
            value={activationCode}
            onChange={(event) => setActivationCode(event.currentTarget.value.toUpperCase())}
            error={errorOf('activationCode')}
            styles={MONOSPACE_INPUT}
            maxLength={6}
            spellCheck={false}
            autoComplete="off"
          />
        </SimpleGrid>
        {!fieldFailure && <RequestFailure error={claim.error} title={t('herd.claim.failed')} />}
        <FormButtons onCancel={onClose} submitLabel={t('herd.claim.submit')} submitting={claim.isPending} />
      </Stack>
    </form>
  );
}
