import { Alert, Anchor, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../../config/routes';
import { isApiError } from '../../../../api/api-error';
import { RequestFailure } from '../../../../components/request-failure';
import { ListSkeleton } from '../../../../components/query-view';
import { today } from '../../../../lib/dates';
import { formatNumber } from '../../../../lib/format';
import { useAllocateToPlot } from '../../api/allocate-to-plot';
import { usePlots } from '../../../../api/get-plots';
import { FormButtons } from '../../../../components/form/form-footer';

/** What goes to the plot: some animals (all of one settlement), or a whole roundup. */
export type AllocationTarget =
  | { kind: 'animals'; ids: string[]; settlementId: string; label: string }
  | { kind: 'roundup'; roundupId: string; settlementId: string; label: string };

interface AllocateDialogProps {
  target: AllocationTarget | null;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * Allocation to a plot (spec §3): from a start day; each animal's previous allocation ends that
 * day, so the history stays continuous.
 */
export function AllocateDialog({ target, onClose, onDone }: AllocateDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('herd.allocation.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && <AllocateForm key={target.label} target={target} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function AllocateForm({
  target,
  onClose,
  onDone,
}: {
  target: AllocationTarget;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const plots = usePlots(target.settlementId);
  const allocate = useAllocateToPlot();
  const [plotId, setPlotId] = useState<string | null>(null);
  const [from, setFrom] = useState(today());
  const [missingPlot, setMissingPlot] = useState(false);

  useEffect(() => {
    const [only] = plots.data ?? [];
    if (only && plots.data?.length === 1) setPlotId(only._id);
  }, [plots.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!plotId) {
      setMissingPlot(true);
      return;
    }
    const body =
      target.kind === 'animals'
        ? { plotId, from, animalIds: target.ids }
        : { plotId, from, roundupId: target.roundupId };
    await allocate.mutateAsync(body).then(
      () => {
        onDone?.();
        onClose();
      },
      () => undefined,
    );
  };

  if (plots.isPending) return <ListSkeleton rows={2} />;
  if (plots.data?.length === 0) {
    return (
      <Alert color="navy" icon={<IconInfoCircle size={20} />} title={t('herd.allocation.noPlots')}>
        <Text size="sm">{t('herd.allocation.noPlotsHint')}</Text>
        {/* The dashboard shows the settlement named by its `settlementId` parameter. */}
        <Anchor component={Link} to={href('dashboard', {}, { settlementId: target.settlementId })} size="sm">
          {t('herd.allocation.goToMap')}
        </Anchor>
      </Alert>
    );
  }
  const fieldErrors = isApiError(allocate.error) ? allocate.error.fieldErrors : {};
  // A rule broken by the animals themselves (another settlement's animals), not by a field shown.
  const otherError = Object.entries(fieldErrors).find(
    ([field]) => field !== 'plotId' && field !== 'from',
  )?.[1];

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('herd.allocation.what', { what: target.label })}</Text>
        <Select
          label={t('herd.fields.plot')}
          required
          data={(plots.data ?? []).map((plot) => ({
            value: plot._id,
            label: t('herd.allocation.plotOption', {
              name: plot.name,
              count: plot.animalCount,
              formatted: formatNumber(plot.animalCount, i18n.language, 0),
            }),
          }))}
          value={plotId}
          onChange={(value) => {
            setPlotId(value);
            setMissingPlot(false);
          }}
          searchable
          error={missingPlot ? t('validation.required') : fieldErrors.plotId && t(fieldErrors.plotId)}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="date"
          label={t('herd.allocation.from')}
          description={t('herd.allocation.fromHint')}
          required
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={fieldErrors.from && t(fieldErrors.from)}
        />
        {otherError ? (
          <Alert color="danger" role="alert">
            {t(otherError)}
          </Alert>
        ) : (
          Object.keys(fieldErrors).length === 0 && (
            <RequestFailure error={allocate.error} title={t('http.failure.save')} />
          )
        )}
        <FormButtons
          onCancel={onClose}
          submitLabel={t('herd.allocation.submit')}
          submitting={allocate.isPending}
          disabled={!from}
        />
      </Stack>
    </form>
  );
}
