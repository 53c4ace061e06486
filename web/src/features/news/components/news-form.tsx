import {
  ActionIcon,
  Checkbox,
  Group,
  Image,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  NEWS_AUDIENCES,
  NEWS_LANGUAGES,
  NEWS_MAX_IMAGE_BYTES,
  NEWS_MAX_IMAGES,
  newsBodySchema,
  type News,
  type NewsBody,
} from '@tropero/shared/contracts/news';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddImagesButton } from '../../../components/form/add-images-button';
import { FormFooter } from '../../../components/form/form-footer';
import { useFieldProps } from '../../../components/form/use-field-props';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { toInstant, toLocalInput } from '../news-dates';

/** The form's values: the dates as the inputs hold them (UTC−3), the expiry empty when there is none. */
export interface NewsFormValues {
  title: string;
  body: string;
  images: string[];
  audience: NewsBody['audience'];
  languages: NewsBody['languages'];
  publishAt: string;
  expiresAt: string;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const toBody = (values: NewsFormValues) => ({
  ...values,
  publishAt: toInstant(values.publishAt),
  expiresAt: values.expiresAt ? toInstant(values.expiresAt) : null,
});

/** The shared schema checks the form: its messages (i18n keys) land on the field they name. */
const resolver: Resolver<NewsFormValues, unknown, NewsBody> = async (values) => {
  const result = newsBodySchema.safeParse(toBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<NewsFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof NewsFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export const newsFormValues = (news?: News, now = Date.now()): NewsFormValues => ({
  title: news?.title ?? '',
  body: news?.body ?? '',
  images: news?.images ?? [],
  audience: news?.audience ?? 'all',
  languages: news?.languages ?? ['es'],
  publishAt: toLocalInput(news?.publishAt ?? now),
  expiresAt: news?.expiresAt ? toLocalInput(news.expiresAt) : '',
});

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });

/** Why these files cannot be added to the images already there, as an i18n key, or null. */
function imagesProblem(files: File[], already: number): string | null {
  if (already + files.length > NEWS_MAX_IMAGES) return 'validation.newsImages';
  if (files.some((file) => !IMAGE_TYPES.includes(file.type))) return 'validation.newsImage';
  if (files.some((file) => file.size > NEWS_MAX_IMAGE_BYTES)) return 'validation.newsImageSize';
  return null;
}

interface NewsFormProps {
  /** The item edited; a new one without it. */
  news?: News;
  onSaved: (news: News) => void;
  onCancel?: () => void;
  save: (body: NewsBody) => Promise<News>;
}

/** A news item's title, text, images, audience, languages and dates (spec §2 `/news-feed-create`). */
export function NewsForm({ news, onSaved, onCancel, save }: NewsFormProps) {
  const { t } = useTranslation();
  const form = useForm<NewsFormValues, unknown, NewsBody>({ defaultValues: newsFormValues(news), resolver });
  const field = useFieldProps(form);
  const { submit, failure } = useFormSubmit(form, async (body) => onSaved(await save(body)), {
    confirmEdit: Boolean(news),
  });
  const { errors, isSubmitting } = form.formState;
  const images = form.watch('images');
  const error = (key: string | undefined) => (key ? t(key) : undefined);

  const addImages = async (files: File[]) => {
    const problem = imagesProblem(files, images.length);
    if (problem) {
      form.setError('images', { type: 'validate', message: problem });
      return;
    }
    const added = await Promise.all(files.map(readAsDataUrl));
    form.setValue('images', [...images, ...added], { shouldValidate: true, shouldDirty: true });
  };

  const removeImage = (index: number) =>
    form.setValue(
      'images',
      images.filter((_, at) => at !== index),
      { shouldValidate: true, shouldDirty: true },
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('news.admin.fields.title')} required maxLength={120} {...field('title')} />
        <Textarea label={t('news.admin.fields.body')} required rows={8} {...field('body')} />
        <Input.Wrapper
          label={t('news.admin.fields.images')}
          description={t('news.admin.fields.imagesHint')}
          error={error(errors.images?.message)}
        >
          <Stack gap="sm" mt={6}>
            {images.length > 0 && (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                {images.map((image, index) => (
                  <div key={index} style={{ position: 'relative' }}>
                    <Image src={image} alt="" radius="md" h={96} fit="cover" />
                    <ActionIcon
                      pos="absolute"
                      top={4}
                      right={4}
                      size="sm"
                      variant="white"
                      color="danger"
                      aria-label={t('news.admin.fields.removeImage', { index: index + 1 })}
                      onClick={() => removeImage(index)}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </div>
                ))}
              </SimpleGrid>
            )}
            <AddImagesButton
              label={t('news.admin.fields.addImages')}
              accept={IMAGE_TYPES}
              multiple
              onChange={(files) => void addImages(files)}
              disabled={images.length >= NEWS_MAX_IMAGES}
            />
          </Stack>
        </Input.Wrapper>
        <Controller
          control={form.control}
          name="audience"
          render={({ field: audience }) => (
            <Input.Wrapper label={t('news.admin.fields.audience')} error={error(errors.audience?.message)}>
              <SegmentedControl
                mt={6}
                display="flex"
                w="fit-content"
                value={audience.value}
                onChange={(value) => audience.onChange(value)}
                data={NEWS_AUDIENCES.map((value) => ({ value, label: t(`news.admin.audiences.${value}`) }))}
              />
            </Input.Wrapper>
          )}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field: languages }) => (
            <Checkbox.Group
              label={t('news.admin.fields.languages')}
              value={languages.value}
              onChange={(value) => languages.onChange(value)}
              error={error(errors.languages?.message)}
            >
              <Group gap="lg" mt={6}>
                {NEWS_LANGUAGES.map((language) => (
                  <Checkbox key={language} value={language} label={t(`news.admin.languages.${language}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="datetime-local"
            label={t('news.admin.fields.publishAt')}
            required
            {...field('publishAt')}
          />
          <TextInput
            type="datetime-local"
            label={t('news.admin.fields.expiresAt')}
            description={t('news.admin.fields.expiresAtHint')}
            {...field('expiresAt')}
          />
        </SimpleGrid>
        <FormFooter
          failure={failure}
          failureTitle={t('news.admin.failure')}
          onCancel={onCancel}
          submitLabel={t(news ? 'news.admin.save' : 'news.admin.publish')}
          submitting={isSubmitting}
        />
      </Stack>
    </form>
  );
}
