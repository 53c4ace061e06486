import { Divider, Stack, Text, Title } from '@mantine/core';
import type { Settlement } from '@tropero/shared/farm';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import { ListSkeleton, QueryView } from '../../../components/query-view';
import { useSharedUsers } from '../api/get-shared-users';
import { useInviteToSettlement } from '../api/invite-to-settlement';
import { useCancelInvite } from '../api/cancel-invite';
import { useRevokeShare } from '../api/revoke-share';
import type { SharedUser } from '../api/farm-types';
import { InviteForm } from './invite-form';
import { SharedUsersList } from './shared-users-list';
import { ScreenDialog } from '../../../components/screen-dialog';

function SharePanel({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const sharedUsers = useSharedUsers(settlement._id);
  const invite = useInviteToSettlement(settlement._id);
  const revoke = useRevokeShare(settlement._id);
  const cancelInvite = useCancelInvite(settlement._id);

  /** Takes access back from a user, or withdraws an invitation not accepted yet. */
  const confirmRemove = async (user: SharedUser) => {
    const details =
      user.status === 'active'
        ? t('farm.sharing.revokeDetails', { name: user.name ?? user.email, settlement: settlement.name })
        : t('farm.sharing.withdrawDetails', { email: user.email });
    if (!(await confirmAction('delete', details))) return;
    if (user._id) revoke.mutate(user._id);
    else if (user.inviteId) cancelInvite.mutate(user.inviteId);
  };

  return (
    <Stack gap="md">
      <InviteForm onInvite={invite.mutateAsync} />
      <Divider />
      <Title order={3} size="h5">
        {t('farm.sharing.withAccess')}
      </Title>
      <QueryView query={sharedUsers} loading={<ListSkeleton rows={2} />}>
        {(users) => <SharedUsersList users={users} onRemove={(user) => void confirmRemove(user)} />}
      </QueryView>
    </Stack>
  );
}

interface ShareSettlementDialogProps {
  settlement: Settlement | null;
  onClose: () => void;
}

/** Share a settlement (spec §6, §7): invite by email with a role; see and revoke who has access. */
export function ShareSettlementDialog({ settlement, onClose }: ShareSettlementDialogProps) {
  const { t } = useTranslation();
  return (
    <ScreenDialog
      opened={settlement !== null}
      onClose={onClose}
      title={t('farm.sharing.title', { settlement: settlement?.name ?? '' })}
    >
      {settlement && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('farm.sharing.explanation')}
          </Text>
          <SharePanel settlement={settlement} />
        </Stack>
      )}
    </ScreenDialog>
  );
}
