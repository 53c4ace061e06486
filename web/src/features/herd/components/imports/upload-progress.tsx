import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The upload's progress (docs/ui.md: long work shows progress); once sent, the server is reading it. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const sent = fraction >= 1;
  const percent = Math.round(fraction * 100);
  return (
    <Stack gap={4}>
      <Text size="sm" aria-live="polite">
        {sent ? t('herd.import.processing') : t('herd.import.uploading', { percent })}
      </Text>
      <Progress
        value={sent ? 100 : percent}
        striped={sent}
        animated={sent}
        size="lg"
        radius="xl"
        aria-label={t('herd.import.progress')}
      />
    </Stack>
  );
}
