import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANIMAL_TYPES, BREEDS, toOptions, type AnimalBody } from '@tropero/shared/herd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/api-error';
import { renderWithApp } from '../../../../test/render';
import { withNoSubtype } from '../../api/get-animal-options';
import { aSettlement, anAnimal, ROUNDUP_ID, SETTLEMENT_ID } from '../../testing/fake-api';
import '../../testing/dom-gaps';
import { AnimalForm } from './animal-form';

const options = {
  types: toOptions(ANIMAL_TYPES),
  subtypes: withNoSubtype(toOptions(['CRÍA', 'RECRÍA'])),
  breeds: toOptions(BREEDS),
};
const roundups = [{ _id: ROUNDUP_ID, settlementId: SETTLEMENT_ID, name: 'Vacas de cría', animalCount: 40 }];

function setup(props: Partial<Parameters<typeof AnimalForm>[0]> = {}) {
  const onSubmit = vi.fn<(body: AnimalBody) => Promise<unknown>>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  renderWithApp(
    <AnimalForm
      options={options}
      settlements={[aSettlement()]}
      roundups={roundups}
      defaultSettlementId={SETTLEMENT_ID}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { user, onSubmit };
}

describe('AnimalForm (shared schema, spec §3 defaults)', { timeout: 20_000 }, () => {
  it('starts as a VACA in SIN RODEO with no breed, and sends those defaults', async () => {
    const { user, onSubmit } = setup();

    expect(screen.getByLabelText(/^Categoría/, { selector: 'input,textarea' })).toHaveValue('VACA');
    expect(screen.getByLabelText(/^Rodeo/, { selector: 'input,textarea' })).toHaveValue('SIN RODEO');
    expect(screen.getByLabelText(/^Raza/, { selector: 'input,textarea' })).toHaveValue('Sin asignar');

    await user.type(screen.getByLabelText(/^Caravana(\s\*)?$/, { selector: 'input,textarea' }), 'AR 1234');
    await user.click(screen.getByRole('button', { name: 'Crear animal' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      caravana: 'AR 1234',
      type: 'VACA',
      settlementId: SETTLEMENT_ID,
      roundupId: null,
    });
    expect(onSubmit.mock.calls[0]![0].breed).toBeUndefined();
    expect(onSubmit.mock.calls[0]![0].eid).toBeUndefined();
  });

  it('shows the schema messages and sends nothing while the values break the patterns', async () => {
    const { user, onSubmit } = setup();

    await user.type(screen.getByLabelText(/^SENASA/, { selector: 'input,textarea' }), 'AB-12');
    await user.type(screen.getByLabelText(/^Caravana electrónica/, { selector: 'input,textarea' }), '1234');
    await user.type(screen.getByLabelText(/^Observaciones/, { selector: 'input,textarea' }), 'ver <script>');
    await user.click(screen.getByRole('button', { name: 'Crear animal' }));

    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    expect(screen.getByText('Hasta 15 letras o números')).toBeInTheDocument();
    expect(screen.getByText('La caravana electrónica tiene 15 dígitos')).toBeInTheDocument();
    expect(screen.getByText(`No puede contener < > / ; ' "`)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("treats 'SIN SUBCATEGORÍA' as no subtype and a chosen roundup by its id", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/^Caravana(\s\*)?$/, { selector: 'input,textarea' }), 'A-1');
    await user.click(screen.getByLabelText(/^Subcategoría/, { selector: 'input,textarea' }));
    await user.click(await screen.findByRole('option', { name: 'SIN SUBCATEGORÍA', hidden: true }));
    await user.click(screen.getByLabelText(/^Rodeo/, { selector: 'input,textarea' }));
    await user.click(await screen.findByRole('option', { name: 'Vacas de cría', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Crear animal' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].subtype).toBeUndefined();
    expect(onSubmit.mock.calls[0]![0].roundupId).toBe(ROUNDUP_ID);
  });

  it('puts a taken caravana (409) on its field, in words', async () => {
    const { user, onSubmit } = setup();
    onSubmit.mockRejectedValueOnce(
      new ApiError(409, { message: 'conflict', errors: { caravana: 'validation.duplicatedCaravana' } }),
    );
    await user.type(screen.getByLabelText(/^Caravana(\s\*)?$/, { selector: 'input,textarea' }), 'A-1');
    await user.click(screen.getByRole('button', { name: 'Crear animal' }));

    expect(await screen.findByText('Ya hay un animal con esa caravana')).toBeInTheDocument();
  });

  it('on an edit, says a stored e-ID cannot be emptied rather than silently keeping it', async () => {
    const animal = anAnimal(1, { eid: '032000123456789' });
    const { user, onSubmit } = setup({ animal });

    await user.clear(screen.getByLabelText(/^Caravana electrónica/, { selector: 'input,textarea' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(/no se puede dejar vacío/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
