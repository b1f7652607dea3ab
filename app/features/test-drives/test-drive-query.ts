import { TEST_DRIVE_QUERY_KEYS, type TestDrivePageQuery } from '#domain/test-drive/test-drive';

const id = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);
const slug = (value: string | null) => (value !== null && /^[a-z0-9-]{1,80}$/.test(value) ? value : null);
const day = (value: string | null) => (value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/**
 * The booking page's address as a choice: a value that can't be one (a word for an id, a malformed day) is read as not
 * given, so an edited or old address still shows the page with what it can use.
 */
export function testDriveQueryOf(parameters: URLSearchParams): TestDrivePageQuery {
  const get = (key: keyof typeof TEST_DRIVE_QUERY_KEYS) => parameters.get(TEST_DRIVE_QUERY_KEYS[key]);
  return {
    branchId: id(get('branchId')),
    versionId: id(get('versionId')),
    brand: slug(get('brand')),
    family: slug(get('family')),
    day: day(get('day')),
  };
}
