import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { cannedAnswerBody, type CannedAnswer } from '@tropero/shared/contracts/support';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { confirmAction } from '../../../components/confirm-action';
import { useCannedAnswers, useDeleteCannedAnswer, useSaveCannedAnswer } from '../api/canned-answers';

function CannedAnswerForm({ answer, onDone }: { answer: CannedAnswer | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCannedAnswer();
  const [shortcut, setShortcut] = useState(answer?.shortcut ?? '');
  const [text, setText] = useState(answer?.text ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cannedAnswerBody.safeParse({ shortcut, text });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    try {
      await save.mutateAsync({ id: answer?._id, body: parsed.data });
      setShortcut('');
      setText('');
      setErrors({});
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.body?.errors ?? {});
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('support.canned.shortcut')}
          description={t('support.canned.shortcutHint')}
          value={shortcut}
          onChange={(event) => setShortcut(event.currentTarget.value)}
          error={errors.shortcut && t(errors.shortcut)}
          required
        />
        <Textarea
          label={t('support.canned.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errors.text && t(errors.text)}
          autosize
          minRows={2}
          required
        />
        <Group justify="flex-end">
          {answer && (
            <Button variant="subtle" onClick={onDone}>
              {t('support.canned.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t(answer ? 'support.canned.save' : 'support.canned.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The canned answers support people reuse: written, changed and deleted by superadmins. */
export function CannedAnswersDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const answers = useCannedAnswers();
  const remove = useDeleteCannedAnswer();
  const [editing, setEditing] = useState<CannedAnswer | null>(null);

  const confirmDelete = async (answer: CannedAnswer) => {
    if (await confirmAction('delete', t('support.canned.deleteDetails', { shortcut: answer.shortcut }))) {
      remove.mutate(answer._id);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('support.canned.title')} size="lg" centered>
      <Stack gap="md">
        {(answers.data ?? []).length === 0 && (
          <Text size="sm" c="dimmed">
            {t('support.canned.empty')}
          </Text>
        )}
        {answers.data?.map((answer) => (
          <Paper key={answer._id} withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text size="sm" fw={700}>
                  /{answer.shortcut}
                </Text>
                <Text size="sm">{answer.text}</Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('support.canned.edit', { shortcut: answer.shortcut })}
                  onClick={() => setEditing(answer)}
                >
                  <IconEdit size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="danger"
                  aria-label={t('support.canned.delete', { shortcut: answer.shortcut })}
                  onClick={() => void confirmDelete(answer)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
        <CannedAnswerForm key={editing?._id ?? 'new'} answer={editing} onDone={() => setEditing(null)} />
      </Stack>
    </Modal>
  );
}
