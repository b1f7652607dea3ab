import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Currency } from '#domain/catalogue/brands';
import type {
  CatalogueSource,
  CreditPlan,
  CreditQuery,
  Family,
  Offer,
  SavingsPlan,
  StockPage,
  StockQuery,
  StockUnit,
  Subfamily,
  UnitAlternatives,
  UnitAlternativesQuery,
  UnitStatus,
} from '#domain/catalogue/catalogue';
import { STOCK_PAGE_SIZE } from '#domain/catalogue/catalogue-queries';
import { creditInstallment, financedMax } from '#domain/catalogue/credit';
import { fullPriceWithDiscount } from '#domain/catalogue/pricing';
import type { SearchableUnit } from '#domain/catalogue/stock-search';
import { roundMoney } from '#domain/shared/money';
import { type Database, selectRows } from '../db/client';
import { preparedStatement } from '../db/prepared-statement';
import {
  type BodyStyle,
  bestOffers,
  creditPlans,
  families,
  savingsPlans,
  stockUnits,
  usdRates,
  versions,
} from '../db/schema';
import { NotFoundError } from '../platform/errors';
import { vehicleImagePath } from '../vehicle-images';
import { heldNow, statusNow, unitAvailable } from './unit-holds';
import { unitPhotosOf } from './unit-photos';

/** The colour a family's picture is drawn in when it has no photo of its own. */
const FAMILY_PICTURE_COLOR = 'c9ced6';

/** docs/product.md §4: a held unit whose hold has lapsed is available again, without waiting for anything to release it. */
const effectiveStatus = statusNow<UnitStatus>();

/**
 * How many units each family or version has held now (docs/product.md §4): the kept counts take units available or
 * held (docs/decisions/0002), so these less are the units available now, and a lapsed hold is available at once.
 */
async function heldCounts(
  db: Database,
  key: typeof stockUnits.familyId | typeof stockUnits.subfamilyId,
  where: SQL,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: key, held: sql<number>`count(*)::integer` })
    .from(stockUnits)
    .where(and(where, heldNow(sql`now()`)))
    .groupBy(key);
  return new Map(rows.map((row) => [row.id, Number(row.held)]));
}

/** A family's or version's units available now and held now, from its kept count and its units held now. */
function inStock(kept: number, held = 0): { stock_count: number; held_count: number } {
  return { stock_count: Math.max(kept - held, 0), held_count: held };
}

/** docs/product.md §9 full price less the special discount, as domain/catalogue/pricing.ts fullPriceWithDiscount computes it. */
const finalPrice = sql<number>`${stockUnits.listPrice} - ${stockUnits.discount} + ${stockUnits.licenseCost} + ${stockUnits.preparationCost} - ${stockUnits.specialDiscount}`;

const stockColumns = {
  unit: stockUnits,
  status: effectiveStatus,
  family: families.family,
  familyName: families.name,
  bodyStyle: families.bodyStyle,
  subfamily: versions.name,
  // The search's attributes of the unit's version (docs/decisions/0078).
  bodyType: versions.bodyType,
  fuel: versions.fuel,
  transmission: versions.transmission,
};

/** The units the site shows, whatever their state: every one but those sold. */
const listed = inArray(stockUnits.status, ['available', 'held', 'reserved']);

/** Units with their family and version: where every read of whole units starts. */
function selectUnits(db: Database) {
  return db
    .select(stockColumns)
    .from(stockUnits)
    .innerJoin(families, eq(families.id, stockUnits.familyId))
    .innerJoin(versions, eq(versions.id, stockUnits.subfamilyId));
}

/** One listed unit of a brand: every step of a buyer's flow reads it again (docs/decisions/0092). */
const stockUnitOf = preparedStatement((db) =>
  selectUnits(db)
    .where(
      and(
        eq(stockUnits.id, sql.placeholder('id')),
        eq(stockUnits.brandId, sql.placeholder('brandId')),
        listed,
      ),
    )
    .prepare('stock_unit_of_brand'),
);

type StockRow = {
  unit: typeof stockUnits.$inferSelect;
  status: UnitStatus;
  family: string;
  familyName: string;
  bodyStyle: BodyStyle;
  subfamily: string;
};

function toStockUnit(row: StockRow): StockUnit {
  const { unit } = row;
  const prices = {
    list_price: unit.listPrice,
    discount: unit.discount,
    special_discount: unit.specialDiscount,
    license_cost: unit.licenseCost,
    preparation_cost: unit.preparationCost,
  };
  return {
    id: unit.id,
    brand_id: unit.brandId,
    family_id: unit.familyId,
    subfamily_id: unit.subfamilyId,
    family: row.family,
    subfamily: row.subfamily,
    name: unit.model,
    model: unit.model,
    price: unit.listPrice - unit.discount,
    list_price: unit.listPrice,
    discount: unit.discount,
    special_discount: unit.specialDiscount,
    license_cost: unit.licenseCost,
    license_price: unit.licenseCost,
    preparation_cost: unit.preparationCost,
    delivery_price: unit.deliveryPrice,
    full_price_with_discount: fullPriceWithDiscount(prices),
    chassis: unit.chassis,
    doors: unit.doors,
    color: unit.color,
    color_hex: unit.colorHex,
    location: unit.location,
    currency: unit.currency as Currency,
    model_year: unit.modelYear,
    image: vehicleImagePath(row.bodyStyle, unit.colorHex),
    status: row.status,
    available: row.status === 'available',
  };
}

function familyPicture(family: { image: string | null; bodyStyle: BodyStyle }): string {
  return family.image ?? vehicleImagePath(family.bodyStyle, FAMILY_PICTURE_COLOR);
}

/**
 * A brand's best offers as JSON text, built by the database from the maintained payloads: the offers endpoint
 * passes it through, so its cost does not grow with the work of rebuilding each offer.
 */
export async function offersJson(db: Database, brandId: number): Promise<string> {
  const [row] = await selectRows<{ offers: string }>(
    db,
    sql`select coalesce(json_agg(${bestOffers.payload} order by ${bestOffers.discountAmount} desc, ${bestOffers.stockUnitId}), '[]')::text as offers
        from ${bestOffers} where ${bestOffers.brandId} = ${brandId}`,
  );
  return row?.offers ?? '[]';
}

/** The catalogue read from this process's own database: what the intranet endpoints serve. */
export function createDatabaseCatalogue(db: Database): CatalogueSource {
  async function requireFamily(brandId: number, familyId: number) {
    const [family] = await db
      .select({ id: families.id })
      .from(families)
      .where(and(eq(families.id, familyId), eq(families.brandId, brandId)));
    if (!family) throw new NotFoundError('No encontramos este vehículo en nuestro catálogo.');
  }

  return {
    async families(brandId): Promise<Family[]> {
      const [rows, held] = await Promise.all([
        db
          .select()
          .from(families)
          .where(eq(families.brandId, brandId))
          .orderBy(asc(families.sortOrder), asc(families.name)),
        heldCounts(db, stockUnits.familyId, eq(stockUnits.brandId, brandId)),
      ]);
      return rows.map((family) => ({
        id: family.id,
        brand_id: family.brandId,
        family: family.family,
        name: family.name,
        description: family.description,
        image: familyPicture(family),
        currency: family.currency as Currency,
        discount: family.maxDiscount,
        web_discount: family.maxDiscount,
        ...inStock(family.unitsInStock, held.get(family.id)),
      }));
    },

    async subfamilies(brandId, familyId): Promise<Subfamily[]> {
      await requireFamily(brandId, familyId);
      const [rows, held] = await Promise.all([
        db
          .select()
          .from(versions)
          .where(eq(versions.familyId, familyId))
          .orderBy(asc(versions.sortOrder), asc(versions.name)),
        heldCounts(db, stockUnits.subfamilyId, eq(stockUnits.familyId, familyId)),
      ]);
      return rows.map((version) => ({
        id: version.id,
        family_id: version.familyId,
        name: version.name,
        features: version.features,
        ...inStock(version.unitsInStock, held.get(version.id)),
      }));
    },

    async offers(brandId): Promise<Offer[]> {
      return JSON.parse(await offersJson(db, brandId)) as Offer[];
    },

    async stock(brandId, query: StockQuery): Promise<StockPage> {
      await requireFamily(brandId, query.family_id);
      const limit = query.limit ?? STOCK_PAGE_SIZE;
      const offset = query.offset ?? 0;
      const filters = [eq(stockUnits.brandId, brandId), eq(stockUnits.familyId, query.family_id), listed];
      if (query.subfamily_id !== undefined) filters.push(eq(stockUnits.subfamilyId, query.subfamily_id));
      const rows = await selectUnits(db)
        .where(and(...filters))
        .orderBy(
          asc(sql`${stockUnits.listPrice} - ${stockUnits.discount} - ${stockUnits.specialDiscount}`),
          asc(stockUnits.id),
        )
        .limit(limit + 1)
        .offset(offset);
      const hasMore = rows.length > limit;
      return {
        units: rows.slice(0, limit).map(toStockUnit),
        next_offset: hasMore ? offset + limit : null,
      };
    },

    async stockUnit(brandId, id): Promise<StockUnit | null> {
      const [row] = await stockUnitOf(db).execute({ id, brandId });
      return row ? toStockUnit(row) : null;
    },

    async stockUnitsById(ids): Promise<StockUnit[]> {
      if (ids.length === 0) return [];
      const rows = await selectUnits(db).where(and(inArray(stockUnits.id, [...ids]), listed));
      const byId = new Map(rows.map((row) => [row.unit.id, toStockUnit(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    unitPhotos: (chassis) => unitPhotosOf(db, chassis),

    async searchableUnits(brandId): Promise<SearchableUnit[]> {
      const rows = await selectUnits(db)
        // docs/product.md §4: only what can be reserved now; a held unit is not, until its hold lapses.
        .where(and(eq(stockUnits.brandId, brandId), unitAvailable(sql`now()`)))
        .orderBy(asc(stockUnits.id));
      return rows.map((row) => ({
        ...toStockUnit(row),
        family_name: row.familyName,
        body_type: row.bodyType,
        fuel: row.fuel,
        transmission: row.transmission,
      }));
    },

    async savingsPlans(brandId): Promise<SavingsPlan[]> {
      const rows = await db
        .select({ plan: savingsPlans, bodyStyle: families.bodyStyle })
        .from(savingsPlans)
        .leftJoin(families, eq(families.id, savingsPlans.familyId))
        .where(eq(savingsPlans.brandId, brandId))
        .orderBy(asc(savingsPlans.sortOrder), asc(savingsPlans.id));
      return rows.map(({ plan, bodyStyle }) => ({
        id: plan.id,
        brand_id: plan.brandId,
        family_id: plan.familyId,
        product: plan.product,
        name: plan.name,
        model: plan.model,
        family: plan.family,
        installments: plan.installments,
        initial_installment: plan.initialInstallment,
        first_installment: plan.firstInstallment,
        integration: plan.integration,
        description: plan.description,
        image: plan.image ?? vehicleImagePath(bodyStyle ?? 'sedan', FAMILY_PICTURE_COLOR),
      }));
    },

    async usdRate(): Promise<number> {
      const [rate] = await db.select().from(usdRates).orderBy(desc(usdRates.effectiveAt)).limit(1);
      if (!rate) throw new NotFoundError('No hay una cotización del dólar cargada.');
      return rate.value;
    },

    async unitAlternatives(brandId, query: UnitAlternativesQuery): Promise<UnitAlternatives> {
      // Any status: a sold unit still says what it was (its family, currency and price) to find others like it.
      const [unit] = await db
        .select({
          status: sql<UnitStatus | 'sold'>`${effectiveStatus}`,
          familyId: stockUnits.familyId,
          currency: stockUnits.currency,
          price: finalPrice,
        })
        .from(stockUnits)
        .where(and(eq(stockUnits.id, query.stock_id), eq(stockUnits.brandId, brandId)));
      const familyId = unit?.familyId ?? query.family_id ?? null;
      // domain/catalogue/similar-units.ts compareSimilar, in SQL: same family, same currency, closest (or lowest) price, id.
      const rows = await selectUnits(db)
        .where(
          and(
            eq(stockUnits.brandId, brandId),
            sql`${stockUnits.id} <> ${query.stock_id}`,
            unitAvailable(sql`now()`),
          ),
        )
        .orderBy(
          sql`case when ${stockUnits.familyId} = ${familyId} then 0 else 1 end`,
          sql`case when ${unit?.currency ?? null}::text is null or ${stockUnits.currency} = ${unit?.currency ?? null} then 0 else 1 end`,
          unit ? sql`abs(${finalPrice} - ${unit.price})` : finalPrice,
          asc(stockUnits.id),
        )
        .limit(Math.max(0, query.limit));
      const status = !unit || unit.status === 'sold' ? 'gone' : unit.status;
      return { status, similar: rows.map(toStockUnit) };
    },

    async creditPlans(query: CreditQuery): Promise<CreditPlan[]> {
      const unit = await this.stockUnit(query.brand_id, query.vehicle);
      if (!unit) throw new NotFoundError('El vehículo seleccionado no está disponible.');
      // Credit is granted in pesos (docs/product.md §D3): a dollar-priced unit is converted at today's rate.
      const pricePesos =
        unit.currency === 'usd'
          ? roundMoney(unit.full_price_with_discount * (await this.usdRate()))
          : unit.full_price_with_discount;
      const plans = await db
        .select()
        .from(creditPlans)
        .where(
          and(
            eq(creditPlans.brandId, query.brand_id),
            eq(creditPlans.active, true),
            // A plan removed in the back office is kept for the record, never offered (docs/decisions/0031).
            isNull(creditPlans.deletedAt),
          ),
        )
        .orderBy(asc(creditPlans.months), asc(creditPlans.id));
      return plans.flatMap((plan) => {
        const max = financedMax({ max_amount: plan.maxAmount, max_share_pct: plan.maxSharePct }, pricePesos);
        const amount = query.loan_amount ?? max;
        if (amount > max || amount <= 0) return [];
        return [
          {
            id: plan.id,
            name: plan.name,
            bank: plan.bank,
            months: plan.months,
            annual_rate: plan.annualRatePct,
            avg_installment: creditInstallment(amount, plan.annualRatePct, plan.months),
            financed_max: max,
          },
        ];
      });
    },
  };
}
