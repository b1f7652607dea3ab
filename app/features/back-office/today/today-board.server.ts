import type { InboxRow, LeadsInboxSource } from '#domain/back-office/leads-inbox';
import type { DeskFilters, ReservationsDeskSource } from '#domain/back-office/reservations-desk';
import { type StaffMember, staffMay } from '#domain/back-office/staff';
import type { CatalogueEditingSource } from '#domain/back-office/stock-editing';
import type { TestDriveDeskSource } from '#domain/back-office/test-drive-desk';
import {
  deliveriesFilters,
  LATE_DOCUMENTS_FILTERS,
  leadsListHref,
  MY_UNANSWERED_LEADS_FILTERS,
  PENDING_PAYMENTS_FILTERS,
  reservationsListHref,
  stockListHref,
  TODAY_WAITING_LEADS_SHOWN,
  type TodayBoard,
  type TodayCount,
  todayPeriods,
  UNITS_WITHOUT_PHOTOS_FILTERS,
  WAITING_LEADS_FILTERS,
} from '#domain/back-office/today';

/**
 * What one member's "Hoy" holds (domain/back-office/today.ts): each count from the list it links to, with that list's
 * filters and the member's brands as that list keeps them; a part the member's role may not open is left out.
 */
export async function todayBoard(
  member: StaffMember,
  sources: {
    inbox: LeadsInboxSource;
    desk: ReservationsDeskSource;
    stock: CatalogueEditingSource;
    testDrives: TestDriveDeskSource;
  },
  today: string,
): Promise<TodayBoard> {
  const periods = todayPeriods(today);
  const deskCount = async (label: string, filters: DeskFilters): Promise<TodayCount> => ({
    label,
    total: await sources.desk.count(member, filters),
    href: reservationsListHref(filters),
  });
  const [waiting, mine, reservations, unitsWithoutPhotos, testDrivesTomorrow] = await Promise.all([
    staffMay(member, 'leads.read')
      ? sources.inbox.oldest(member, WAITING_LEADS_FILTERS, TODAY_WAITING_LEADS_SHOWN)
      : null,
    // Whoever may be given leads has their own still to answer: "Mis consultas" still new, the oldest first.
    staffMay(member, 'leads.act') ? sources.inbox.oldest(member, MY_UNANSWERED_LEADS_FILTERS, 1) : null,
    staffMay(member, 'reservations.read')
      ? Promise.all([
          deskCount('Reservas con la documentación demorada (más de 48 horas)', LATE_DOCUMENTS_FILTERS),
          deskCount('Entregas de hoy', deliveriesFilters(periods.today, periods.today)),
          deskCount('Entregas de esta semana', deliveriesFilters(periods.weekFrom, periods.weekTo)),
          deskCount('Pagos en curso', PENDING_PAYMENTS_FILTERS),
        ])
      : null,
    staffMay(member, 'stock.photos')
      ? sources.stock.units(member, UNITS_WITHOUT_PHOTOS_FILTERS).then(
          (page): TodayCount => ({
            label: 'Unidades sin fotos',
            total: page.total,
            href: stockListHref(UNITS_WITHOUT_PHOTOS_FILTERS),
          }),
        )
      : null,
    // The salesperson's own test drives of tomorrow (docs/decisions/0087): whoever takes leads may be given one.
    staffMay(member, 'leads.act') ? sources.testDrives.tomorrow(member, today) : null,
  ]);
  return {
    waitingLeads: waiting && {
      count: {
        label: 'Consultas nuevas sin asignar',
        total: waiting.total,
        href: leadsListHref(WAITING_LEADS_FILTERS),
      },
      oldest: waiting.rows.map(({ kind, id, subject, brandName, createdAt }: InboxRow) => ({
        kind,
        id,
        subject,
        brandName,
        createdAt,
      })),
    },
    myUnansweredLeads: mine && {
      label: 'Mis consultas sin responder',
      total: mine.total,
      href: leadsListHref(MY_UNANSWERED_LEADS_FILTERS),
      ...(mine.rows[0] ? { oldestAt: mine.rows[0].createdAt } : {}),
    },
    reservations,
    unitsWithoutPhotos,
    testDrivesTomorrow,
  };
}
