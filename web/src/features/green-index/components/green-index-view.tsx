import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../../components/query-view';
import { needsIntegration } from '../api/integration';
import { IntegrationOff } from './integration-off';

interface GreenIndexViewProps<Data> {
  query: Pick<
    UseQueryResult<Data>,
    'data' | 'error' | 'isError' | 'fetchStatus' | 'dataUpdatedAt' | 'refetch'
  >;
  loading: ReactNode;
  failed: string;
  children: (data: Data) => ReactNode;
}

/** A green-index answer's states, and in place of a failure, the offer of the integration when the account lacks it. */
export function GreenIndexView<Data>({ query, loading, failed, children }: GreenIndexViewProps<Data>) {
  if (query.data === undefined && needsIntegration(query.error)) return <IntegrationOff />;
  return (
    <QueryView query={query} loading={loading} failed={failed}>
      {children}
    </QueryView>
  );
}
