import { Badge, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/query-view';
import { useForageBudget, type MoveSuggestion, type PlotForage } from '../../../forage/api/get-forage-budget';
import { DaysLeftBadge } from '../../../forage/components/days-left-badge';
import { useDaysLeftText } from '../../../forage/components/days-left';
import { PlotForageNote } from '../../../forage/components/plot-forage-note';
import { useFarmWorkspace } from '../../workspace/farm-workspace';
import classes from './forage-budget.module.css';

/**
 * Pastoreo › Presupuesto forrajero: the settlement's plots ranked by the days of grazing left (the
 * forage standing now against what the animals there eat, the convention said in words), each grazed
 * plot with where to move its roundups next. A plot is shown on the map from its row.
 */
export default function ForageBudgetPanel() {
  const { t } = useTranslation();
  const { settlement } = useFarmWorkspace();
  const budget = useForageBudget(settlement._id);
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text size="sm">{t('forage.budget.intro')}</Text>
        <Text size="xs" c="dimmed" data-testid="forage-convention">
          {t('forage.budget.convention')}
        </Text>
      </Stack>
      <QueryView query={budget} loading={<Skeleton h={240} radius="md" />} failed={t('forage.budget.failed')}>
        {(answer) =>
          answer.plots.length === 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {t('forage.budget.empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {answer.plots.some((plot) => plot.simulated) && (
                <Badge size="sm" variant="outline" color="gray">
                  {t('forage.simulated')}
                </Badge>
              )}
              <ol className={classes.ranking} aria-label={t('dashboard.panels.forageBudget.title')}>
                {answer.plots.map((plot) => (
                  <PlotRow
                    key={plot.plotId}
                    plot={plot}
                    plots={answer.plots}
                    moves={answer.moves.filter((move) => move.fromPlotId === plot.plotId)}
                  />
                ))}
              </ol>
              {answer.moves.length === 0 && (
                <Text size="xs" c="dimmed">
                  {t('forage.budget.noMoves')}
                </Text>
              )}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

interface PlotRowProps {
  plot: PlotForage;
  plots: readonly PlotForage[];
  moves: readonly MoveSuggestion[];
}

function PlotRow({ plot, plots, moves }: PlotRowProps) {
  const { t } = useTranslation();
  const { select } = useFarmWorkspace();
  const show = (plotId: string) => select({ kind: 'plot', id: plotId }, { focus: true });
  const nameOf = (plotId: string) => plots.find((candidate) => candidate.plotId === plotId)?.name ?? '';
  return (
    <li className={classes.row} data-testid="forage-plot">
      <UnstyledButton
        className={classes.plotButton}
        onClick={() => show(plot.plotId)}
        aria-label={t('forage.budget.showPlot', { plot: plot.name })}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} size="sm" c="navy.8" truncate="end">
            {plot.name}
          </Text>
          <DaysLeftBadge plot={plot} />
        </Group>
        <PlotForageNote plot={plot} />
      </UnstyledButton>
      {moves.map((move) => (
        <MoveLine key={move.roundupId ?? 'none'} move={move} from={plot.name} toName={nameOf} />
      ))}
    </li>
  );
}

function MoveLine({
  move,
  from,
  toName,
}: {
  move: MoveSuggestion;
  from: string;
  toName: (plotId: string) => string;
}) {
  const { t } = useTranslation();
  const days = useDaysLeftText();
  const { select } = useFarmWorkspace();
  if (move.toPlotId === null) {
    return (
      <Text size="xs" c="dimmed" className={classes.move}>
        {t('forage.budget.noMove', { roundup: move.roundupName })}
      </Text>
    );
  }
  const to = toName(move.toPlotId);
  const toPlotId = move.toPlotId;
  return (
    <UnstyledButton
      className={classes.move}
      onClick={() => select({ kind: 'plot', id: toPlotId }, { focus: true })}
      data-testid="forage-move"
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconArrowRight size={16} aria-hidden="true" className={classes.moveIcon} />
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t('forage.budget.move', { roundup: move.roundupName, from, to })}
          </Text>
          {move.daysThere !== null && (
            <Text size="xs" c="dimmed">
              {t('forage.budget.moveDays', {
                here: move.daysLeftHere === null ? '–' : days.days(move.daysLeftHere),
                there: days.days(move.daysThere),
              })}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
