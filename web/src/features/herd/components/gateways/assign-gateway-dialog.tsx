import { Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { patterns } from '@tropero/shared/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../../components/form/form-footer';
import { useAssignGateway } from '../../api/assign-gateway';
import { useAccountSettlements } from '../../../../api/get-settlements';
import { useUserAccounts } from '../../../../api/get-accounts';
import { useUserSearch } from '../../../../api/search-users';
import type { Gateway } from '../../herd-types';
import { MONOSPACE_INPUT } from '../../../../components/list/data-table';

/** Assigns a gateway to an account (found through one of its users, or by its id) and a settlement. */
export function AssignGatewayDialog({ gateway, onClose }: { gateway: Gateway | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={gateway !== null}
      onClose={onClose}
      title={gateway ? t('herd.gwAssignment.assignTitle', { name: gateway.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {gateway && <AssignForm key={gateway._id} gateway={gateway} onClose={onClose} />}
    </Modal>
  );
}

function AssignForm({ gateway, onClose }: { gateway: Gateway; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [userId, setUserId] = useState<string | null>(null);
  const [accountId, setAccountId] = useState(gateway.accountId);
  const [settlementId, setSettlementId] = useState<string | null>(gateway.settlementId);
  const users = useUserSearch(debounced);
  const accounts = useUserAccounts(userId);
  const validAccount = patterns.objectId.test(accountId);
  const settlements = useAccountSettlements(validAccount ? accountId : null);
  const assign = useAssignGateway();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validAccount) return;
    assign.mutate({ id: gateway._id, assignment: { accountId, settlementId } }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('herd.gwAssignment.findUser')}
          description={t('herd.gwAssignment.findUserHint')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {users.data && users.data.items.length > 0 && (
          <Radio.Group
            label={t('herd.gwAssignment.user')}
            value={userId}
            onChange={(value) => setUserId(value)}
          >
            <Stack gap={6} mt={4}>
              {users.data.items.map((user) => (
                <Radio key={user._id} value={user._id} label={`${user.name ?? ''} · ${user.email}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {users.data && users.data.items.length === 0 && debounced.trim().length >= 2 && (
          <Text size="sm" c="dimmed">
            {t('herd.gwAssignment.noUsers')}
          </Text>
        )}
        {accounts.data && accounts.data.length > 0 && (
          <Select
            label={t('herd.gwAssignment.userAccounts')}
            data={accounts.data.map((account) => ({
              value: account._id,
              label: `${account.name} (${account.accountType})`,
            }))}
            value={accounts.data.some((account) => account._id === accountId) ? accountId : null}
            onChange={(value) => {
              if (!value) return;
              setAccountId(value);
              setSettlementId(null);
            }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <TextInput
          label={t('herd.gwAssignment.accountId')}
          description={t('herd.gwAssignment.accountIdHint')}
          styles={MONOSPACE_INPUT}
          required
          value={accountId}
          onChange={(event) => {
            setAccountId(event.currentTarget.value.trim());
            setSettlementId(null);
          }}
          error={accountId && !validAccount ? t('validation.objectId') : undefined}
        />
        <Select
          label={t('herd.fields.settlement')}
          placeholder={t('herd.gateways.noSettlement')}
          data={(settlements.data ?? []).map((settlement) => ({
            value: settlement._id,
            label: settlement.name,
          }))}
          value={settlementId}
          onChange={setSettlementId}
          clearable
          disabled={!validAccount || !settlements.data}
          comboboxProps={{ withinPortal: true }}
        />
        <FormFooter
          failure={assign.error}
          failureTitle={t('http.failure.update')}
          onCancel={onClose}
          submitLabel={t('herd.gwAssignment.assign')}
          submitting={assign.isPending}
          disabled={!validAccount}
        />
      </Stack>
    </form>
  );
}
