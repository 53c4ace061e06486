import { describe, expect, it } from 'vitest';
import { ANIMAL_ZOOM, cameraOnAnimal } from './centre-on-animal';

describe('centring on an animal', () => {
  const animal = { animalId: 'a', lat: -29.55, lng: -66.79, state: 'ok' };

  it('puts the animal in the middle of the map, near enough to tell it from its neighbours', () => {
    expect(cameraOnAnimal(animal, 13)).toEqual({ center: [-66.79, -29.55], zoom: ANIMAL_ZOOM });
  });

  it('keeps a nearer zoom the user already chose', () => {
    expect(cameraOnAnimal(animal, 18)).toEqual({ center: [-66.79, -29.55], zoom: 18 });
  });

  it('waits while the animal has no position', () => {
    expect(cameraOnAnimal(undefined, 13)).toBeNull();
    expect(cameraOnAnimal({ ...animal, lat: null, lng: null }, 13)).toBeNull();
  });
});
