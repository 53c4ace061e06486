import { zodResolver } from '@hookform/resolvers/zod';
import { deviceBodySchema, type Device, type DeviceBody } from '@tropero/shared/herd';
import type { FieldErrors, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { FIXED_POINT } from './device-labels';

/** What the device form edits; blanks are "none". */
export interface DeviceFormValues {
  type: string;
  identifierType: string;
  identifier: string;
  firmware: string;
  technology: string;
  signals: string[];
  /** '' is no settlement. */
  settlementId: string;
  /** '' is on no animal. */
  animalId: string;
}

type DeviceInput = z.input<typeof deviceBodySchema>;

/** The form's values: the device's, or those of a new one (with an identifier already known, e.g. heard by a gateway). */
export function deviceFormValues(
  device: Device | undefined,
  settlementId: string,
  identifier = '',
): DeviceFormValues {
  return {
    type: device?.type ?? 'COLLAR',
    identifierType: device?.identifierType ?? 'MAC',
    identifier: device?.identifier ?? identifier,
    firmware: device?.firmware ?? '',
    technology: device?.technology ?? '',
    signals: device?.signals ?? ['GPS', 'BATTERY'],
    settlementId: device?.settlementId ?? settlementId,
    animalId: device?.animalId ?? '',
  };
}

export function toDeviceInput(values: DeviceFormValues): DeviceInput {
  return {
    type: values.type as DeviceInput['type'],
    identifierType: values.identifierType as DeviceInput['identifierType'],
    identifier: values.identifier,
    firmware: values.firmware.trim() || undefined,
    technology: (values.technology || undefined) as DeviceInput['technology'],
    signals: values.signals as DeviceInput['signals'],
    settlementId: values.settlementId || null,
    // A fixed point never has an animal, whatever was chosen before the type changed.
    animalId: values.type === FIXED_POINT ? null : values.animalId || null,
  };
}

const resolveBody = zodResolver(deviceBodySchema);

/** The shared schema on the form's values; an edit cannot empty firmware or technology (see the animal form). */
export function deviceFormResolver(original?: Device): Resolver<DeviceFormValues, unknown, DeviceBody> {
  return async (values, context, options) => {
    const input = toDeviceInput(values);
    const result = (await resolveBody(
      input,
      context,
      options as unknown as ResolverOptions<DeviceInput>,
    )) as unknown as ResolverResult<DeviceFormValues, DeviceBody>;
    const kept: FieldErrors<DeviceFormValues> = {};
    for (const field of ['firmware', 'technology'] as const) {
      if (original?.[field] && input[field] === undefined) {
        kept[field] = { type: 'kept', message: 'herd.animals.form.cannotClear' };
      }
    }
    if (Object.keys(kept).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...kept } };
  };
}
