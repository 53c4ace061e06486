import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface IssuedKey {
  /** What the key is for (the device's or gateway's identifier). */
  identifier: string;
  ingestKey: string;
  /** The device (or gateway) was just created, rather than given a new key. */
  created: boolean;
}

/** Copies a secret, saying so once it is done. */
export function CopyKey({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('herd.key.copied') : label} withArrow>
          <Button
            size="xs"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'brand' : 'navy'}
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={copy}
            aria-label={label}
          >
            {copied ? t('herd.key.copied') : t('herd.key.copy')}
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * The ingest key, shown this once (the server keeps only its hash): copy it now, or make a new
 * one later, which stops the old one.
 */
export function IngestKeyNotice({ issued, onClose }: { issued: IssuedKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title={t(issued?.created ? 'herd.key.createdTitle' : 'herd.key.regeneratedTitle')}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {issued && (
        <Stack gap="md">
          <Text size="sm">{t('herd.key.for', { identifier: issued.identifier })}</Text>
          <Group gap="sm" wrap="nowrap" align="center">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="ingest-key">
              {issued.ingestKey}
            </Code>
            <CopyKey value={issued.ingestKey} label={t('herd.key.copyLabel')} />
          </Group>
          <Alert color="yellow" icon={<IconKey size={20} />} title={t('herd.key.saveNow')}>
            {t('herd.key.saveNowHint')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('herd.key.saved')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
