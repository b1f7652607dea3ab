import { type ReactNode, useEffect, useRef } from 'react';
import { type ListPage, PAGE_SIZES, type SortDirection, sortLinkOf } from '#domain/back-office/list-query';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { SelectField } from './admin-fields';
import { countOf, WithAmounts } from './admin-list';
import { StaffForm } from './csrf';
import { Pager } from './filtered-list';
import './list-table.css';

/*
 * The back office's lists as tables (the leads inbox, the reservations desk): each column header a link that sorts the
 * list on the server (the order is in the address, with `aria-sort` on the header), a choice of page size, and rows
 * that can be selected for a bulk action confirmed once. On a phone the table scrolls sideways inside its own region.
 */

/** The field each selected row posts, and the confirmation's. */
export const SELECTION_FIELD = 'seleccion';
export const BULK_CONFIRM_FIELD = 'confirmado';
export const BULK_CONFIRM_VALUE = 'si';

/** A bulk action's answer: what confirming will do, or what was done. */
export type BulkAnswer =
  | { step: 'confirm'; message: string; fields: Record<string, string>; selected: string[] }
  | { step: 'done'; ok: boolean; message: string; details: string[]; at: number };

/** A column of a list's table: what it sorts by, and its header (`hidden`: for screen readers only, as an actions column). */
export interface SortColumn<Column extends string> {
  column: Column;
  label: string;
  hidden?: boolean;
}

/** The order a list is in, and the address of the list in another order. */
export interface ListOrder<Column extends string> {
  current: { sort: Column; dir: SortDirection };
  hrefFor: (order: { sort: Column; dir: SortDirection; page: 1 }) => string;
}

/** A column header that sorts by its column: ascending first, then the other way. */
function SortHeader<Column extends string>({
  column,
  label,
  current,
  hrefFor,
}: {
  column: Column;
  label: string;
  current: { sort: Column; dir: SortDirection };
  hrefFor: (order: { sort: Column; dir: SortDirection; page: 1 }) => string;
}) {
  const { order, ariaSort } = sortLinkOf(column, current);
  return (
    <th scope="col" aria-sort={ariaSort}>
      <Link to={hrefFor(order)} className="admin-table__sort">
        {label}
        {ariaSort !== 'none' && (
          // A drawing, not a character: axe cannot weigh the contrast of text that is only a symbol.
          <svg className="admin-table__arrow" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <path d={ariaSort === 'ascending' ? 'M5 2 9 8H1z' : 'M1 2h8L5 8z'} />
          </svg>
        )}
        <span className="sr-only">
          {order.dir === 'asc' ? ', ordenar de menor a mayor' : ', ordenar de mayor a menor'}
        </span>
      </Link>
    </th>
  );
}

/** How many rows a page shows, among the sizes the lists offer; a field of the list's filters form. */
export function PageSizeField({ id, name, value }: { id: string; name: string; value: number }) {
  return (
    <SelectField
      id={id}
      label="Filas por página"
      name={name}
      defaultValue={String(value)}
      options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
    />
  );
}

/** The order kept when the filters change: the filters' form carries it unseen. */
export function OrderFields({
  names,
  order,
}: {
  names: { sort: string; dir: string };
  order: { sort?: string; dir?: string };
}) {
  return (
    <>
      {order.sort && <input type="hidden" name={names.sort} value={order.sort} />}
      {order.sort && order.dir && <input type="hidden" name={names.dir} value={order.dir} />}
    </>
  );
}

/**
 * What may be wider than a phone (a table, a file's example): a region of its own, named, that scrolls sideways and
 * that the keyboard reaches, so it can be scrolled without a pointer.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
    <section className="admin-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** A row's selection box, named for the row it selects. */
export function SelectRow({ value, label }: { value: string; label: string }) {
  return (
    <td className="admin-table__select">
      <input type="checkbox" name={SELECTION_FIELD} value={value} aria-label={`Elegir ${label}`} />
    </td>
  );
}

/**
 * One page of a list as a table: the count, the bulk action's controls (a post with every selected row), the table in
 * a region that scrolls sideways on a phone, its headers each sorting by their column, and the pages.
 */
export function TableResults<Column extends string>({
  titleId,
  noun,
  list,
  emptyText,
  action,
  pagesLabel,
  hrefFor,
  columns,
  order,
  bulk,
  children,
}: {
  titleId: string;
  noun: readonly [string, string];
  list: ListPage<unknown>;
  emptyText: string;
  action?: ReactNode;
  pagesLabel: string;
  hrefFor: (page: number) => string;
  columns: readonly SortColumn<Column>[];
  /** The list's order, for a list sorted by any column; without it the headers only name their columns. */
  order?: ListOrder<Column>;
  /** The bulk action's fields, shown when the member may act: each row then starts with its selection box. */
  bulk?: ReactNode;
  children: ReactNode;
}) {
  const table = (
    <ScrollRegion label={`Tabla de ${noun[1]}`}>
      <table className="admin-table">
        <thead>
          <tr>
            {bulk && (
              <th scope="col">
                <span className="sr-only">Elegir</span>
              </th>
            )}
            {columns.map(({ column, label, hidden }) =>
              order ? (
                <SortHeader key={column} column={column} label={label} {...order} />
              ) : (
                <th key={column} scope="col">
                  {hidden ? <span className="sr-only">{label}</span> : label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <div className="admin-results__head">
        <h2 id={titleId}>{countOf(list.total, ...noun)}</h2>
        {action}
      </div>
      {list.rows.length === 0 ? (
        <p>{list.total === 0 ? emptyText : 'Esta página está vacía: volvé a la primera.'}</p>
      ) : bulk ? (
        <StaffForm>
          <fieldset className="admin-bulk">
            <legend>Con las filas elegidas</legend>
            {bulk}
            <Button type="submit" variant="secondary" size="sm">
              Aplicar
            </Button>
          </fieldset>
          {table}
        </StaffForm>
      ) : (
        table
      )}
      <Pager page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} label={pagesLabel} />
    </section>
  );
}

/** The bulk action's one confirmation: what it will do, and the same post again with the rows kept. */
export function BulkConfirm({
  answer,
  backTo,
}: {
  answer: Extract<BulkAnswer, { step: 'confirm' }>;
  backTo: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="admin-card admin-bulk-confirm" aria-labelledby="bulk-confirm-title">
      <h2 id="bulk-confirm-title" ref={heading} tabIndex={-1}>
        ¿Confirmás?
      </h2>
      <p>
        <WithAmounts text={answer.message} />
      </p>
      <StaffForm className="admin-form__actions">
        <input type="hidden" name={BULK_CONFIRM_FIELD} value={BULK_CONFIRM_VALUE} />
        {Object.entries(answer.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {answer.selected.map((value) => (
          <input key={value} type="hidden" name={SELECTION_FIELD} value={value} />
        ))}
        <Button type="submit">Confirmar</Button>
        <Link to={backTo}>Volver sin hacer cambios</Link>
      </StaffForm>
    </section>
  );
}

/** What a bulk action did, with each row it refused and why. */
export function BulkDone({ answer }: { answer: Extract<BulkAnswer, { step: 'done' }> }) {
  return (
    <div role="status" className={`admin-notice ${answer.ok ? 'admin-notice--ok' : 'admin-notice--error'}`}>
      <p>
        <WithAmounts text={answer.message} />
      </p>
      {answer.details.length > 0 && (
        <ul className="admin-issues">
          {answer.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
