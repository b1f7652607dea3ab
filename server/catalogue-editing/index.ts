import type { CatalogueEditingSource } from '#domain/back-office/stock-editing';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage';
import { familyEdit, familyList, saveFamily, saveFeatures, saveVersionAttributes } from './models';
import { stockExport, stockList, stockUnitDetail } from './stock-units';
import { applyStockFile, previewStockFile } from './stock-upload';
import { addUnitPhotos, changeUnitPhoto } from './unit-photo-editing';

export { stockPreviewFiles } from './stock-upload';

/** The back office's catalogue pages (domain/back-office/stock-editing.ts): stock, units' photos, the stock file, the models. */
export function catalogueEditingSource(deps: { db: Database; storage: FileStorage }): CatalogueEditingSource {
  const { db, storage } = deps;
  return {
    units: (member, filters) => stockList(db, member, filters),
    exportUnits: (actor, filters, format) => stockExport(db, actor, filters, format),
    unit: (chassis) => stockUnitDetail(db, chassis),
    addPhotos: (actor, chassis, files) => addUnitPhotos(db, storage, actor, chassis, files),
    changePhoto: (actor, chassis, input) => changeUnitPhoto(db, actor, chassis, input),
    previewStock: (actor, file) => previewStockFile(db, storage, actor, file),
    applyStock: (actor, input) => applyStockFile(db, storage, actor, input),
    families: () => familyList(db),
    family: (id) => familyEdit(db, id),
    saveFamily: (actor, id, input, picture) => saveFamily(db, storage, actor, id, input, picture),
    saveFeatures: (actor, familyId, input) => saveFeatures(db, actor, familyId, input),
    saveVersionAttributes: (actor, familyId, input) => saveVersionAttributes(db, actor, familyId, input),
  };
}
