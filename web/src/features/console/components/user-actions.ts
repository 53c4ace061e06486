import type { User } from '@tropero/shared/auth';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import { useDeleteUser } from '../api/delete-user';
import { useForcePasswordReset } from '../api/force-password-reset';
import { useUpdateUser } from '../api/update-user';

/** The console's actions on a user, each confirmed first; the server audits them. */
export function useUserActions() {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const reset = useForcePasswordReset();
  const remove = useDeleteUser();
  return {
    pending: update.isPending || reset.isPending || remove.isPending,
    async setActive(user: User, active: boolean) {
      const details = t(active ? 'console.users.activateDetails' : 'console.users.deactivateDetails', {
        name: user.name,
      });
      if (await confirmAction('update', details)) {
        await update.mutateAsync({ id: user._id, change: { active } });
      }
    },
    setTags: (user: User, tags: string[]) => update.mutateAsync({ id: user._id, change: { tags } }),
    async resetPassword(user: User) {
      if (await confirmAction('update', t('console.users.resetDetails', { email: user.email }))) {
        await reset.mutateAsync(user._id);
      }
    },
    /** Answers whether the user was deleted. */
    async remove(user: User): Promise<boolean> {
      if (!(await confirmAction('delete', t('console.users.deleteDetails', { name: user.name }))))
        return false;
      await remove.mutateAsync(user._id);
      return true;
    },
  };
}
