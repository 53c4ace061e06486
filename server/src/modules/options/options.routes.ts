import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { animalTypeOptionsSchema, optionSchema } from '@tropero/shared/contracts/platform';
import { ANIMAL_SUBTYPES, ANIMAL_TYPES, BREEDS, toOptions } from '@tropero/shared/herd';

/** Animal option lists (spec §3, §7): each option's id is its index in the list. */
export function optionsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/animal/types',
      {
        config: { auth: 'data' },
        schema: {
          tags: ['options'],
          description: 'Animal types and subtypes (the client appends its fixed "SIN SUBCATEGORÍA" entry).',
          response: { 200: animalTypeOptionsSchema },
        },
      },
      () => ({ types: toOptions(ANIMAL_TYPES), subtypes: toOptions(ANIMAL_SUBTYPES) }),
    );

    app.get(
      '/animal/breeds',
      { config: { auth: 'data' }, schema: { tags: ['options'], response: { 200: optionSchema.array() } } },
      () => toOptions(BREEDS),
    );
  };
}
