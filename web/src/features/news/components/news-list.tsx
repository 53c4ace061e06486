import { Stack } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import type { News } from '@tropero/shared/contracts/news';
import type { ComponentProps } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { NewsAccordion } from './news-accordion';
import { NewsPager } from './news-pager';

type NewsAccordionProps = ComponentProps<typeof NewsAccordion>;

interface NewsListProps extends Omit<NewsAccordionProps, 'items'> {
  query: ComponentProps<typeof QueryView<{ items: News[]; total: number }>>['query'];
  page: number;
  onPage: (page: number) => void;
  /** What an empty feed means to whoever reads it. */
  empty: { title: string; description: string };
}

/** A page of news as titles to open, with the pager; or what an empty feed means. */
export function NewsList({ query, page, onPage, empty, badge, onOpen }: NewsListProps) {
  return (
    <QueryView query={query} loading={<ListSkeleton rows={4} height={64} />}>
      {({ items, total }) =>
        total === 0 ? (
          <ListEmpty icon={<IconNews size={28} />} title={empty.title} description={empty.description} />
        ) : (
          <Stack gap={0}>
            <NewsAccordion items={items} badge={badge} onOpen={onOpen} />
            <NewsPager page={page} total={total} onPage={onPage} />
          </Stack>
        )
      }
    </QueryView>
  );
}
