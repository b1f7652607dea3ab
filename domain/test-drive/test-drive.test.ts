import { describe, expect, it } from 'vitest';
import { testDrivePageHref, versionTestDrivePath } from './test-drive';

describe("'Manejalo antes'", () => {
  it('chooses the brand, the family as its versions page names it, and the version', () => {
    expect(versionTestDrivePath('chevrolet', 'Nuevo Onix Plus', 12)).toBe(
      '/prueba-de-manejo?version=12&marca=chevrolet&familia=nuevo-onix-plus',
    );
    // A family already written as its versions page's address reads the same.
    expect(versionTestDrivePath('volkswagen', 't-cross', 9)).toBe(
      testDrivePageHref({ brand: 'volkswagen', family: 't-cross', versionId: 9 }),
    );
  });
});
