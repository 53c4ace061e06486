import type { MarkerType } from '@tropero/shared/farm';
import { DEFAULT_PLOT_COLOR } from '@tropero/shared/farm';
import { MAX_KML_VERTICES } from '@tropero/shared/geo';
import type { Executor } from '../../db/executor';
import { runStatements } from '../../db/in-slices';
import type { AccountScope } from '../../access/account-scope';
import { AppError } from '../../errors/app-error';
import type { MarkersService } from '../markers/markers.service';
import { readUpload } from '../../uploads/read-upload';
import { KmlFileError, MAX_KML_BYTES } from '../../uploads/kml-file';
import { plotsRepository } from './plots.repository';
import type { PlotsService } from './plots.service';

const KML_ERROR_KEYS: Record<KmlFileError['key'], string> = {
  notKml: 'validation.kmlNotKml',
  noKmlInKmz: 'validation.kmlNoDocument',
  tooLarge: 'validation.kmlTooLarge',
  tooManyVertices: 'validation.kmlTooManyVertices',
};

const FILE_MESSAGES: Record<KmlFileError['key'], string> = {
  notKml: 'the file is not a KML or KMZ file',
  noKmlInKmz: 'the KMZ file has no KML document inside',
  tooLarge: `the KMZ file inflates past ${MAX_KML_BYTES / 1024 / 1024} MB`,
  tooManyVertices: `the file has more than ${MAX_KML_VERTICES.toLocaleString('en-US')} vertices: split it into smaller files`,
};

/** Refusals for the file's size (413); the others say it is not a file we read (400). */
const TOO_LARGE: KmlFileError['key'][] = ['tooLarge', 'tooManyVertices'];

/**
 * Plots (and, when asked, farm markers) from a KML or KMZ file, all or nothing: one bad placemark
 * and nothing is saved, and every bad placemark is named.
 */
export class PlotsImport {
  constructor(
    private readonly db: Executor,
    private readonly plots: PlotsService,
    private readonly markers: MarkersService,
  ) {}

  async run(scope: AccountScope, settlementId: string, file: Uint8Array, pointsAs?: MarkerType) {
    const placemarks = await this.placemarks(scope.accountId, file);
    const invalid = placemarks.filter((p) => p.kind === 'invalid');
    if (invalid.length > 0) {
      throw new AppError('IMPORT_INVALID', {
        errors: Object.fromEntries(invalid.map((p) => [`placemarks.${p.index}`, p.error])),
        details: invalid.map(({ index, name, error }) => ({ index, name, error })),
      });
    }
    const areas = placemarks.flatMap((p) => (p.kind === 'area' ? [p] : []));
    const points = placemarks.flatMap((p) => (p.kind === 'point' && pointsAs ? [p] : []));
    if (areas.length === 0 && points.length === 0) {
      throw new AppError('IMPORT_INVALID', { message: 'the file has no polygons to import' });
    }
    const plotRows = await this.plots.rowsFor(
      scope,
      settlementId,
      areas.map((p) => ({ name: p.name, color: DEFAULT_PLOT_COLOR, ...p.columns })),
    );
    const markerRows = await this.markers.rowsFor(
      scope,
      settlementId,
      points.map((p) => ({
        type: pointsAs!,
        name: p.name,
        location: { lng: p.position[0]!, lat: p.position[1]! },
      })),
    );
    // Compiled before the transaction opens: on SQLite other requests wait until it ends.
    const plotInserts = await plotsRepository.insertStatements(this.db, plotRows);
    await this.db.transaction().execute(async (trx) => {
      await runStatements(trx, plotInserts);
      await this.markers.insertRows(trx, markerRows);
    });
    // Points may be drinkers, which ingestion reads.
    if (markerRows.length > 0) this.markers.changed();
    const skipped = placemarks
      .filter((p) => p.kind === 'skipped' || (p.kind === 'point' && !pointsAs))
      .map(({ index, name }) => ({ index, name }));
    return {
      plots: await this.plots.getMany(
        scope,
        plotRows.map((row) => row.id),
      ),
      markers: markerRows.length,
      skipped,
    };
  }

  /** The file's placemarks, read in a worker thread (a large file never blocks other requests). */
  private async placemarks(account: string, file: Uint8Array) {
    try {
      return await readUpload('kml', file, { account });
    } catch (error) {
      if (!(error instanceof KmlFileError)) throw error;
      throw new AppError(TOO_LARGE.includes(error.key) ? 'FILE_TOO_LARGE' : 'VALIDATION', {
        message: FILE_MESSAGES[error.key],
        errors: { file: KML_ERROR_KEYS[error.key] },
      });
    }
  }
}
