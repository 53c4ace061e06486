import type { Role } from '@tropero/shared/roles';
import type { User } from '@tropero/shared/auth';

/** Who is calling: the signed-in user and his role (spec §6). */
export interface Caller {
  user: User;
  role: Role;
}
