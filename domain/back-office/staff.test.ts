import { describe, expect, it } from 'vitest';
import {
  STAFF_PERMISSIONS,
  type StaffMember,
  safeAdminNext,
  staffBrandScope,
  staffMay,
  staffMayUpload,
} from './staff';

const member = (role: StaffMember['role'], brandIds: number[] = []) => ({ role, brandIds });

describe('staffMay', () => {
  it('lets an administrator do everything, on every brand and on records of no brand', () => {
    for (const permission of STAFF_PERMISSIONS) {
      expect(staffMay(member('admin'), permission)).toBe(true);
      expect(staffMay(member('admin'), permission, 2)).toBe(true);
      expect(staffMay(member('admin'), permission, null)).toBe(true);
    }
  });

  it('lets a sales person read and act on reservations and leads of their brands only', () => {
    const sales = member('sales', [1]);
    for (const permission of [
      'reservations.read',
      'reservations.act',
      'leads.read',
      'leads.act',
      'stock.photos',
      'agenda.read',
    ] as const) {
      expect(staffMay(sales, permission), permission).toBe(true);
      expect(staffMay(sales, permission, 1), permission).toBe(true);
      expect(staffMay(sales, permission, 2), permission).toBe(false);
      expect(staffMay(sales, permission, null), permission).toBe(false);
    }
    for (const permission of [
      'reservations.cancel_outside_window',
      'staff.manage',
      'audit.read',
      'content.edit',
      'prices.edit',
      'channels.edit',
      'mail.outbox',
      'reservations.undo',
      'funnel.read',
    ] as const)
      expect(staffMay(sales, permission, 1), permission).toBe(false);
  });

  it('gives a sales person without brands nothing', () => {
    expect(staffMay(member('sales'), 'reservations.read')).toBe(false);
    expect(staffMay(member('sales'), 'leads.read', 1)).toBe(false);
  });

  it('lets content editors edit content and the units’ photos of every brand, and nothing else', () => {
    const theirs = new Set(['content.edit', 'stock.photos', 'funnel.read']);
    for (const permission of STAFF_PERMISSIONS) {
      expect(staffMay(member('content'), permission, 1), permission).toBe(theirs.has(permission));
      expect(staffMay(member('content'), permission, 4), permission).toBe(theirs.has(permission));
    }
  });

  it('lets a viewer read reservations, leads and the branch calendars of every brand, and act on nothing', () => {
    for (const permission of STAFF_PERMISSIONS) {
      const reads = ['reservations.read', 'leads.read', 'agenda.read'].includes(permission);
      expect(staffMay(member('viewer'), permission, 4), permission).toBe(reads);
      expect(staffMay(member('viewer'), permission, null), permission).toBe(reads);
    }
  });
});

describe('staffBrandScope', () => {
  it('agrees with staffMay: every brand, the sales person’s brands, or none', () => {
    expect(staffBrandScope(member('admin'), 'leads.read')).toBe('all');
    expect(staffBrandScope(member('viewer'), 'reservations.read')).toBe('all');
    expect(staffBrandScope(member('viewer'), 'reservations.act')).toEqual([]);
    expect(staffBrandScope(member('sales', [1, 2]), 'reservations.act')).toEqual([1, 2]);
    expect(staffBrandScope(member('content'), 'leads.read')).toEqual([]);
  });
});

describe('staffMayUpload', () => {
  it('is the roles whose forms take files: administrators, content editors, and sales people with brands', () => {
    expect(staffMayUpload(member('admin'))).toBe(true);
    expect(staffMayUpload(member('content'))).toBe(true);
    expect(staffMayUpload(member('sales', [2]))).toBe(true);
    expect(staffMayUpload(member('sales'))).toBe(false);
    expect(staffMayUpload(member('viewer'))).toBe(false);
  });
});

describe('safeAdminNext', () => {
  it('keeps a page of the panel', () => {
    expect(safeAdminNext('/admin/reservas?estado=reserved')).toBe('/admin/reservas?estado=reserved');
    expect(safeAdminNext('/admin')).toBe('/admin');
  });

  it('sends anything else to the panel’s home', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin//evil.example',
      '/\\evil.example',
      '/administrador',
      '/vehiculos-0km',
      '/admin/login',
      '/admin/login?next=/admin',
      '/admin/\\evil',
    ])
      expect(safeAdminNext(next), String(next)).toBe('/admin');
  });
});
