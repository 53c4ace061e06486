import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Image,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@tropero/shared/constants';
import { HELP_MAX_IMAGES, type HelpEntry } from '@tropero/shared/contracts/help';
import {
  HELP_CONTEXTS,
  HELP_IMAGE_TYPES,
  HELP_KINDS,
  HELP_MAX_IMAGE_BYTES,
  type HelpKind,
} from '@tropero/shared/help';
import { useState } from 'react';
import { Controller, get, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import { AddImagesButton } from '../../../components/form/add-images-button';
import { FormFooter } from '../../../components/form/form-footer';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { helpImageUrl } from '../api/get-help';
import { uploadHelpImage, useDeleteHelpEntry, useSaveHelpEntry } from '../api/save-help';
import { helpFormValues, helpResolver, toHelpBody, type HelpFormValues } from './help-editor-form';
import { ScreenDialog } from '../../../components/screen-dialog';

/** What the editor opens on: an entry to change, or a new one of a kind. */
export type EditorState = { entry?: HelpEntry; kind?: HelpKind };

function HelpEditorForm({ state, onClose }: { state: EditorState; onClose: () => void }) {
  const { t } = useTranslation();
  const { entry } = state;
  const form = useForm<HelpFormValues>({
    defaultValues: helpFormValues(entry, state.kind ?? 'faq'),
    resolver: helpResolver,
  });
  const save = useSaveHelpEntry(entry?._id);
  const remove = useDeleteHelpEntry();
  const { submit, failure } = useFormSubmit(
    form,
    async (values) => {
      await save.mutateAsync(toHelpBody(values));
      onClose();
    },
    { confirmEdit: Boolean(entry) },
  );
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: FieldPath<HelpFormValues>) => {
    const key = (get(errors, name) as { message?: string } | undefined)?.message;
    return key ? t(key) : undefined;
  };
  const field = (name: FieldPath<HelpFormValues>) => ({ error: errorOf(name), ...form.register(name) });
  const images = form.watch('images');
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const addImage = async (file: File | null) => {
    if (!file) return;
    setImageProblem(null);
    if (!(HELP_IMAGE_TYPES as readonly string[]).includes(file.type))
      return setImageProblem('help.editor.imageType');
    if (file.size > HELP_MAX_IMAGE_BYTES) return setImageProblem('help.editor.imageSize');
    setUploading(true);
    try {
      const { id } = await uploadHelpImage(file);
      form.setValue('images', [...images, { id, alt: '' }], { shouldDirty: true });
    } catch {
      setImageProblem('help.editor.imageType');
    } finally {
      setUploading(false);
    }
  };

  const deleteEntry = async () => {
    if (!entry) return;
    const title = entry.translations.es_AR.title;
    if (!(await confirmAction('delete', t('help.editor.deleteConfirm', { title })))) return;
    await remove.mutateAsync(entry._id);
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('help.editor.kind')}
            data={HELP_KINDS.map((kind) => ({ value: kind, label: t(`help.kinds.${kind}`) }))}
            {...field('kind')}
          />
          <TextInput
            type="number"
            label={t('help.editor.order')}
            description={t('help.editor.orderHint')}
            min={0}
            {...field('order')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="contexts"
          render={({ field: contexts }) => (
            <Checkbox.Group
              label={t('help.editor.contexts')}
              description={t('help.editor.contextsHint')}
              value={contexts.value}
              onChange={(value) => contexts.onChange(value)}
              error={errorOf('contexts')}
            >
              <Group gap="lg" mt={6}>
                {HELP_CONTEXTS.map((context) => (
                  <Checkbox key={context} value={context} label={t(`help.contexts.${context}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Tabs defaultValue={DEFAULT_LANGUAGE} keepMounted>
          <Tabs.List>
            {LANGUAGES.map((language) => (
              <Tabs.Tab
                key={language}
                value={language}
                color={get(errors, `translations.${language}`) ? 'danger' : undefined}
              >
                {t(`language.names.${language}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LANGUAGES.map((language) => {
            const name = t(`language.names.${language}`);
            return (
              <Tabs.Panel key={language} value={language} pt="sm">
                <Stack gap="sm">
                  <Input.Description>
                    {language === DEFAULT_LANGUAGE
                      ? t('help.editor.languageRequired', { language: name })
                      : t('help.editor.languageOptional', { language: name })}
                  </Input.Description>
                  <TextInput
                    label={t('help.editor.title')}
                    required={language === DEFAULT_LANGUAGE}
                    maxLength={160}
                    {...field(`translations.${language}.title`)}
                  />
                  <Textarea
                    label={t('help.editor.body')}
                    description={t('help.editor.bodyHint')}
                    required={language === DEFAULT_LANGUAGE}
                    rows={7}
                    {...field(`translations.${language}.body`)}
                  />
                </Stack>
              </Tabs.Panel>
            );
          })}
        </Tabs>
        <Input.Wrapper
          label={t('help.editor.images')}
          description={t('help.editor.imagesHint')}
          error={imageProblem ? t(imageProblem) : errorOf('images')}
        >
          <Stack gap="sm" mt={6}>
            {images.map((image, index) => (
              <Group key={image.id} gap="sm" wrap="nowrap" align="flex-end">
                <Image src={helpImageUrl(image.id)} alt="" radius="md" h={56} w={72} fit="cover" />
                <TextInput
                  style={{ flex: 1 }}
                  label={t('help.editor.alt', { index: index + 1 })}
                  maxLength={200}
                  {...field(`images.${index}.alt`)}
                />
                <ActionIcon
                  size="lg"
                  variant="subtle"
                  color="danger"
                  aria-label={t('help.editor.removeImage', { index: index + 1 })}
                  onClick={() =>
                    form.setValue(
                      'images',
                      images.filter((_, at) => at !== index),
                      { shouldDirty: true },
                    )
                  }
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            <AddImagesButton
              label={t('help.editor.addImage')}
              accept={HELP_IMAGE_TYPES}
              onChange={(file) => void addImage(file)}
              disabled={images.length >= HELP_MAX_IMAGES}
              loading={uploading}
            />
          </Stack>
        </Input.Wrapper>
        <Switch label={t('help.editor.published')} {...form.register('published')} />
        {entry && (
          <Button
            variant="subtle"
            color="danger"
            leftSection={<IconTrash size={16} />}
            w="fit-content"
            loading={remove.isPending}
            onClick={() => void deleteEntry()}
          >
            {t('help.editor.delete')}
          </Button>
        )}
        <FormFooter
          failure={failure}
          failureTitle={t('help.editor.failure')}
          onCancel={onClose}
          submitLabel={t('help.editor.save')}
          submitting={isSubmitting}
        />
      </Stack>
    </form>
  );
}

/** The superadmin's editor of a help entry, in its three languages, with its images. */
export function HelpEditorModal({ state, onClose }: { state: EditorState; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ScreenDialog
      opened
      onClose={onClose}
      title={t(state.entry ? 'help.editor.editTitle' : 'help.editor.createTitle')}
    >
      <HelpEditorForm state={state} onClose={onClose} />
    </ScreenDialog>
  );
}
