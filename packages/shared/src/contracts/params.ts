import { z } from 'zod';
import { fields } from '../validation';

/** A path naming one resource by its id (`/settlements/{id}/…`, `/devices/{id}/…`). */
export const idParams = z.object({ id: fields.objectId() });
