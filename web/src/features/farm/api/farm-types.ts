import type { z } from 'zod';
import type { cropSchema, cropTypeSchema, fenceSchema, markerSchema } from '@tropero/shared/farm';
import type { AreaGeometry } from '@tropero/shared/geo';
import type { sharedRoleSchema, sharedWithSchema } from '@tropero/shared/contracts/sharing';

export type { Plot } from '../../../api/get-plots';

/** The server only stores geometry that passed `areaGeometrySchema`, so its answers are typed as such. */
export type Fence = Omit<z.infer<typeof fenceSchema>, 'geometry'> & { geometry: AreaGeometry };
export type FarmMarker = z.infer<typeof markerSchema>;
export type Crop = z.infer<typeof cropSchema>;
export type CropType = z.infer<typeof cropTypeSchema>;

export type SharedRole = z.infer<typeof sharedRoleSchema>;

/** Someone with access to a settlement, or invited to it and not yet accepted (no id then). */
export type SharedUser = z.infer<typeof sharedWithSchema>;
